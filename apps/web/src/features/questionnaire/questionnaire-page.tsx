import { memo, startTransition, useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { questionnaireSchema } from '@skinsight/shared/api';
import { SPEC } from '@skinsight/shared/constants';
import { isLocale } from '@skinsight/shared/locales';
import {
  answerIssue,
  buildQuestions,
  mainConcern,
  progressPercent,
  type Answers,
  type SurveyQuestion,
} from '@skinsight/shared/questionnaire';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink, useLocalizedPath } from '../../app/localized.tsx';
import { useStartQuestionnaire } from '../../app/start-questionnaire.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.ts';
import { onLanguageChange } from '../../lib/i18n.ts';
import { savePendingQuestionnaire } from '../../lib/pending-assessment.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { QuestionInput } from './question-input.tsx';
import { loadState, questionsPassed, reducer, saveState, sectionsFor } from '../../lib/questionnaire-state.ts';
import { loadedSurvey, loadSurvey } from './survey-api.ts';

export function QuestionnairePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const startAgain = useStartQuestionnaire();
  const auth = useAuth();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const [state, dispatch] = useReducer(reducer, undefined, loadState);
  // The survey's questions in the page's language. The first render has them when they are already
  // there (loaded before the page's code counted as loaded, or given to the pre-renderer): the
  // pre-rendered first question is hydrated as it is, not replaced by the full-page spinner (issue 22).
  const [survey, setSurvey] = useState<{ locale: string; questions: SurveyQuestion[] } | null>(() => {
    const items = loadedSurvey(locale);
    return items ? { locale, questions: buildQuestions(items) } : null;
  });
  const questions = survey?.locale === locale ? survey.questions : null;
  const surveyLocale = survey?.locale;
  // The pre-rendered first question (issue 22) is readable at once, its texts from the build, but
  // the page works only once the app has the survey from the server and has taken the HTML over:
  // until then the HTML shows the spec's spinner ('A loading spinner shows while survey data
  // loads') where the percentage goes, and no progress bar. On a slow connection that is seconds,
  // and an answer tapped meanwhile is kept and taken then (early-events.ts).
  const live = useHydrated();
  const [saving, setSaving] = useState(false);
  const [textError, setTextError] = useState<string>();
  const advanceTimer = useRef<number | undefined>(undefined);

  useEffect(() => saveState(state), [state]);
  // A language change resets the questionnaire and reloads the survey (spec section 4).
  useEffect(() => onLanguageChange(() => dispatch({ type: 'reset' })), []);
  useEffect(() => {
    if (surveyLocale === locale) return;
    let live = true;
    void loadSurvey(locale).then((items) => live && setSurvey({ locale, questions: buildQuestions(items) }));
    return () => {
      live = false;
    };
  }, [locale, surveyLocale]);
  useEffect(() => () => window.clearTimeout(advanceTimer.current), []);
  // Keyboard and screen-reader users land on each new question, not at the top of the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const questionKey = `${state.currentSectionIndex}:${state.currentQuestionIndex}`;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [questionKey]);

  // The same sections (and so the same section object) from one render to the next: the parts of
  // the page an answer does not change are memoised and keep their props (issue 22).
  const sections = useMemo(() => sectionsFor(questions ?? []), [questions]);
  const section = sections[state.currentSectionIndex] ?? sections[0]!;
  const question = section.questions[state.currentQuestionIndex];
  const total = questions?.length ?? 0;
  const passed = questionsPassed(state, sections);
  const isLast = passed === total - 1;
  useDocumentTitle(t(section.titleKey));

  async function finish(answers: Answers) {
    setSaving(true);
    try {
      if (auth.status === 'signedIn') {
        const saved = await apiRequest('/api/questionnaires', questionnaireSchema, {
          method: 'POST',
          json: { answers, locale },
        });
        dispatch({ type: 'setQuestionnaireId', id: saved.id });
      } else {
        savePendingQuestionnaire({ answers, mainConcern: mainConcern(answers), locale });
      }
      dispatch({ type: 'complete' });
      toast({ title: t('questionnaire.completed.title'), description: t('questionnaire.completed.message') });
      await navigate(localize(PAGES.photo));
    } catch (error) {
      console.error('questionnaire: save failed', error);
      toast({
        title: t('questionnaire.saveError.title'),
        description: t('questionnaire.saveError.message'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  function advance(answers: Answers) {
    if (isLast) void finish(answers);
    // The next question is rendered in a transition: React renders it in slices and yields to the
    // browser between them, so that the step is no single long task (issue 22). Its commit is
    // still whole: the counter, the progress bar and the question change in one frame.
    else startTransition(() => dispatch({ type: 'next', sections }));
  }

  if (questions === null) return <Spinner label={t('common.loading')} />;

  if (state.isComplete || !question) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-3xl font-semibold">
          {question ? t('questionnaire.done.title') : t(section.titleKey)}
        </h1>
        <p className="mt-4 text-muted">{question ? t('questionnaire.done.message') : t(section.descriptionKey)}</p>
        <div className="mt-8 flex flex-col items-center gap-3">
          <Button asChild>
            <LocalizedLink to={PAGES.photo}>{t('questionnaire.done.toPhoto')}</LocalizedLink>
          </Button>
          <Button variant="ghost" onClick={startAgain}>
            {t('questionnaire.done.startAgain')}
          </Button>
        </div>
      </div>
    );
  }

  const value = state.answers[question.id];
  const onAnswer = (next: string | string[]) => {
    setTextError(undefined);
    dispatch({ type: 'saveAnswer', questionId: question.id, value: next });
    if (question.type === 'radio' || question.type === 'select') {
      window.clearTimeout(advanceTimer.current);
      const answers = { ...state.answers, [question.id]: next };
      advanceTimer.current = window.setTimeout(() => advance(answers), SPEC.answerAdvanceDelayMs);
    }
  };
  const onNext = () => {
    if (question.type === 'text') {
      const issue = answerIssue(question, value);
      if (issue) {
        setTextError(t(question.id === 'age' ? 'questionnaire.ageInvalid' : 'questionnaire.textInvalid'));
        return;
      }
    }
    advance(state.answers);
  };
  const empty = value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <SectionHeader titleKey={section.titleKey} descriptionKey={section.descriptionKey} />
      <Progress passed={passed} total={total} live={live} />
      <fieldset className="mt-8 rounded-card border border-line bg-surface p-5 sm:p-7" key={question.id}>
        <QuestionText question={question} headingRef={headingRef} />
        <div className="mt-6">
          <QuestionInput
            question={question}
            value={value}
            onAnswer={onAnswer}
            onSubmitText={onNext}
            error={textError}
          />
        </div>
      </fieldset>
      <div className="mt-6 flex items-center justify-between gap-3">
        {passed > 0 ? (
          <Button variant="secondary" onClick={() => dispatch({ type: 'previous', sections })} disabled={saving}>
            {t('questionnaire.previous')}
          </Button>
        ) : (
          <span />
        )}
        {(question.type === 'text' || question.type === 'checkbox') && (
          <Button onClick={onNext} disabled={empty || saving}>
            {isLast ? t('questionnaire.complete') : t('questionnaire.next')}
          </Button>
        )}
        {saving && <Spinner label={t('common.loading')} />}
      </div>
    </div>
  );
}

// What an answer does not change is rendered by memoised parts: a tap renders the answer's control
// and the buttons under it, not the section's heading, the progress or the question's text (issue 22).

/** The section's heading and description: the same for every question of the section. */
const SectionHeader = memo(function SectionHeader({
  titleKey,
  descriptionKey,
}: {
  titleKey: string;
  descriptionKey: string;
}) {
  const { t } = useTranslation();
  return (
    <header className="text-center">
      <h1 className="font-display text-2xl font-semibold sm:text-3xl">{t(titleKey)}</h1>
      <p className="mt-2 text-muted">{t(descriptionKey)}</p>
    </header>
  );
});

/** 'Question n of 16', the percentage and the progress bar. */
const Progress = memo(function Progress({ passed, total, live }: { passed: number; total: number; live: boolean }) {
  const { t } = useTranslation();
  const percent = progressPercent(passed, total);
  return (
    <div className="mt-8">
      <div className="flex justify-between text-sm text-muted">
        <span>{t('questionnaire.questionOf', { current: passed + 1, total })}</span>
        {live ? (
          <span>{t('questionnaire.percentCompleted', { percent })}</span>
        ) : (
          <Spinner inline label={t('common.loading')} />
        )}
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-brand-soft"
        {...(live
          ? {
              role: 'progressbar',
              'aria-valuemin': 0,
              'aria-valuemax': 100,
              'aria-valuenow': percent,
              'aria-label': t('questionnaire.percentCompleted', { percent }),
            }
          : { 'aria-hidden': true })}
      >
        {/* The bar is as wide as its track and moved left by what is still to do: the track's
            rounded clip gives it the same shape as a bar that grows, and moving it is the
            compositor's work, where a width changed in each frame of the 300 ms is laid out
            again on the main thread (issue 22). No style attribute at 0 %: the first question is
            pre-rendered, and the CSP drops style attributes from HTML (decision 017); React sets
            it through the DOM after. */}
        <div
          className="h-full w-full -translate-x-full rounded-full bg-brand transition-[translate] duration-300"
          style={percent > 0 ? { translate: `${percent - 100}%` } : undefined}
        />
      </div>
    </div>
  );
});

/** The question and why it is asked (its heading takes the focus on each new question). */
const QuestionText = memo(function QuestionText({
  question,
  headingRef,
}: {
  question: SurveyQuestion;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <legend className="sr-only">{question.text}</legend>
      <h2 id="question-text" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {question.text}
      </h2>
      {question.why && (
        <p className="mt-2 text-sm text-muted">
          <span className="font-medium">{t('questionnaire.whyWeAsk')}</span> {question.why}
        </p>
      )}
    </>
  );
});
