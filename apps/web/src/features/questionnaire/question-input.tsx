import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerIssue, type SurveyQuestion } from '@skinsight/shared/questionnaire';
import { cn } from '../../lib/cn.ts';

type Props = {
  question: SurveyQuestion;
  value: string | string[] | undefined;
  onAnswer: (value: string | string[]) => void;
  /** Text answers advance on Enter. */
  onSubmitText: () => void;
  error: string | undefined;
};

const optionClass = (selected: boolean) =>
  cn(
    'flex w-full items-center gap-3 rounded-xl border px-4 py-3 text-left text-base transition-colors',
    selected ? 'border-brand bg-brand-soft font-medium' : 'border-line bg-surface hover:border-brand/60',
  );

/** One question's control, by its type: radio, select, checkbox or text (spec section 5). */
export function QuestionInput({ question, value, onAnswer, onSubmitText, error }: Props) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const inputId = `answer-${question.id}`;

  if (question.type === 'radio') {
    return (
      <div className="grid gap-2">
        {question.options.map((o) => (
          <button
            key={o.key}
            type="button"
            className={optionClass(value === o.key)}
            aria-pressed={value === o.key}
            onClick={() => onAnswer(o.key)}
          >
            <span
              aria-hidden="true"
              className={cn(
                'size-4 shrink-0 rounded-full border-2',
                value === o.key ? 'border-brand bg-brand' : 'border-muted',
              )}
            />
            {o.text}
          </button>
        ))}
      </div>
    );
  }

  if (question.type === 'select') {
    return (
      <select
        id={inputId}
        aria-labelledby="question-text"
        className="h-12 w-full rounded-xl border border-line bg-surface px-4 text-base"
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => e.target.value && onAnswer(e.target.value)}
      >
        <option value="" disabled>
          {t('questionnaire.choose')}
        </option>
        {question.options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.text}
          </option>
        ))}
      </select>
    );
  }

  if (question.type === 'checkbox') {
    const selected = Array.isArray(value) ? value : [];
    return (
      <div className="grid gap-2">
        {question.options.map((o) => {
          const checked = selected.includes(o.key);
          return (
            <label key={o.key} className={optionClass(checked)}>
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand"
                checked={checked}
                onChange={() => onAnswer(checked ? selected.filter((k) => k !== o.key) : [...selected, o.key])}
              />
              {o.text}
            </label>
          );
        })}
      </div>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const issue = touched && text.trim() !== '' ? answerIssue(question, text) : null;
  const shown =
    error ?? (issue ? t(question.id === 'age' ? 'questionnaire.ageInvalid' : 'questionnaire.textInvalid') : undefined);
  return (
    <div className="grid gap-1.5">
      <input
        id={inputId}
        aria-labelledby="question-text"
        className="h-12 w-full rounded-xl border border-line bg-surface px-4 text-base aria-[invalid=true]:border-danger"
        value={text}
        inputMode={question.id === 'age' ? 'numeric' : 'text'}
        autoComplete={question.id === 'location' ? 'address-level2' : 'off'}
        placeholder={question.id === 'age' ? t('questionnaire.agePlaceholder') : t('questionnaire.locationPlaceholder')}
        maxLength={200}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${inputId}-error` : undefined}
        onChange={(e) => onAnswer(e.target.value)}
        onBlur={() => setTouched(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            setTouched(true);
            onSubmitText();
          }
        }}
      />
      {shown && (
        <p id={`${inputId}-error`} className="text-sm text-danger" role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
