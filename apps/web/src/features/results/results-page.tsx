import { memo, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  analysisQueueResponseSchema,
  latestQuestionnaireResponseSchema,
  recommendationListResponseSchema,
  type Questionnaire,
  type StoredRecommendation,
} from '@skinsight/shared/api';
import { SPEC } from '@skinsight/shared/constants';
import { recommendationJsonSchema, type RecommendationJson } from '@skinsight/shared/recommendation';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink } from '../../app/localized.tsx';
import { useStartQuestionnaire } from '../../app/start-questionnaire.ts';
import { useRequireSession } from '../../app/use-require-session.ts';
import { Bar } from '../../components/ui/bar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { refreshSession, useAuth } from '../../lib/auth.ts';
import { useCatalogue } from '../../lib/catalogue.ts';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.ts';
import { queryKeys } from '../../lib/query-client.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSubscription } from '../shop/index.ts';
import { photoCertainty } from './certainty.ts';
import { FocusAreas } from './focus-areas.tsx';
import { History, storedConditions, type HistoryEntry } from './history.tsx';
import { PhotoOverlay, type Overlay } from './photo-overlay.tsx';
import { ProAnalysis } from './pro-analysis.tsx';
import { RoutineSection } from './routine-section.tsx';
import { ScoreHeader } from './score-header.tsx';
import { QueuePlace } from './queue-place.tsx';
import { progressStage, useResultsProgress } from './use-results-progress.ts';
import { WeeklySelfie } from './weekly-selfie.tsx';

type Status = 'loading' | 'found' | 'processing' | 'noData' | 'error';
/** Our analysis takes about a second: look often at first, then at the spec's pace (3 s, 40 looks). */
const QUICK_POLLS = 10;
const QUICK_POLL_MS = 300;
const pollDelay = (looks: number) => (looks <= QUICK_POLLS ? QUICK_POLL_MS : SPEC.resultsPolling.intervalMs);

/** Whether the recommendations include the analysis of the latest questionnaire (and its photo). */
function analysed(recs: StoredRecommendation[], q: Questionnaire | null): boolean {
  if (!q) return recs.length > 0;
  return recs.some((r) => r.questionnaireId === q.id && (q.photoId === null || r.photoId === q.photoId));
}

/**
 * Each stored recommendation's answer checked once: a poll or a re-render finds it here. The query
 * checks the latest as soon as it arrives (`parsedWhenRead`), in the task that read it, so the
 * render that paints the score does not spend a slowed phone's 15 ms on it (issue 22).
 */
const parsedOnce = new WeakMap<StoredRecommendation, { json: RecommendationJson } | { error: string }>();
function parse(rec: StoredRecommendation): { json: RecommendationJson } | { error: string } {
  const known = parsedOnce.get(rec);
  if (known) return known;
  const parsed = recommendationJsonSchema.safeParse(
    typeof rec.recommendationJson === 'string' ? safeJson(rec.recommendationJson) : rec.recommendationJson,
  );
  const result = parsed.success
    ? { json: parsed.data }
    : { error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  parsedOnce.set(rec, result);
  return result;
}
const parsedWhenRead = (recs: StoredRecommendation[]) => {
  if (recs[0]) parse(recs[0]);
  return recs;
};
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function ResultsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('results.title'));
  useRequireSession('results');
  const auth = useAuth();
  const startAgain = useStartQuestionnaire();
  const queryClient = useQueryClient();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const signedIn = userId !== null;
  // Read afresh on each visit (as the page always did): nothing kept once the page is left.
  const latestQuery = useQuery({
    queryKey: queryKeys.latestQuestionnaire(userId ?? ''),
    queryFn: () =>
      apiRequest('/api/questionnaires/latest', latestQuestionnaireResponseSchema).then((r) => r.questionnaire),
    enabled: signedIn,
    gcTime: 0,
  });
  const questionnaire = latestQuery.data ?? null;
  // While the analysis is not there: where it stands in the queue, and the estimate (issue 20).
  // Read at the spec's pace; the polling of the results goes on while the queue says it moves.
  const [queueWanted, setQueueWanted] = useState(false);
  const queueQuery = useQuery({
    queryKey: queryKeys.analysisQueue(userId ?? ''),
    queryFn: () => apiRequest('/api/analysis/queue', analysisQueueResponseSchema),
    enabled: signedIn && queueWanted,
    gcTime: 0,
    refetchInterval: SPEC.resultsPolling.intervalMs,
    refetchIntervalInBackground: true,
  });
  const queueMoving = queueWanted && (queueQuery.data?.state === 'waiting' || queueQuery.data?.state === 'analysing');
  const recsQuery = useQuery({
    queryKey: queryKeys.recommendations(userId ?? ''),
    queryFn: () =>
      apiRequest('/api/recommendations', recommendationListResponseSchema).then((r) =>
        parsedWhenRead(r.recommendations),
      ),
    enabled: latestQuery.isSuccess,
    gcTime: 0,
    // Polled until the latest questionnaire's analysis is there, for the spec's 40 looks at most.
    refetchInterval: (query) => {
      const looks = query.state.dataUpdateCount;
      const recs = query.state.data;
      if (query.state.status !== 'success' || !recs) return false;
      if (looks >= SPEC.resultsPolling.attempts && !queueMoving) return false;
      if ((!questionnaire && recs.length === 0) || analysed(recs, questionnaire)) return false;
      return pollDelay(looks);
    },
    // Like the loop it replaces: on in a background tab too.
    refetchIntervalInBackground: true,
  });
  // How many answers the polling has had (reading dataUpdatedAt re-renders the page on each one).
  const looks =
    recsQuery.dataUpdatedAt > 0
      ? (queryClient.getQueryState(queryKeys.recommendations(userId ?? ''))?.dataUpdateCount ?? 0)
      : 0;
  const failure = latestQuery.error ?? recsQuery.error;
  // A session that ended while loading is no failure to show: the sign-in guard takes over.
  const sessionEnded = failure instanceof ApiError && failure.status === 401;
  const recs = useMemo(() => recsQuery.data ?? [], [recsQuery.data]);
  // Results on screen stay there when a later read fails (a flaky connection just after a page
  // drawn by the server, decision 039, reads its answers again): the person keeps what they came
  // for, and the next visit reads afresh. Before any result, a failure is said, with a retry.
  const shown = recsQuery.data !== undefined && analysed(recsQuery.data, questionnaire);
  const status: Status = shown
    ? 'found'
    : failure && !sessionEnded
      ? 'error'
      : !recsQuery.isSuccess || sessionEnded
        ? 'loading'
        : !questionnaire && recs.length === 0
          ? 'noData'
          : looks >= SPEC.resultsPolling.attempts && !queueMoving
            ? 'processing'
            : 'loading';
  const waitingForAnalysis = status === 'loading' && recsQuery.isSuccess;
  useEffect(() => setQueueWanted(waitingForAnalysis), [waitingForAnalysis]);
  // The score, the photo and the focus areas first; the photo's regions, the routines with their
  // product suggestions, the plan, the weekly selfie and the history once they are on screen
  // (drawn together, they were one task of 0.9 s at 4x).
  const later = useAfterFirstPaint(status === 'found');
  const progress = useResultsProgress(status !== 'loading');
  // Each answer parsed once (`parse` keeps it), not again on every render (the catalogue, the plan
  // and each poll render the page); the history's entries only when the history is drawn.
  const latestParsed = recs[0] ? parse(recs[0]) : null;
  const history = useMemo<HistoryEntry[]>(
    () =>
      later
        ? recs.flatMap((r) => {
            const p = parse(r);
            if (!('json' in p)) return [];
            return [
              { id: r.id, createdAt: r.createdAt, photoId: r.photoId, json: p.json, conditions: storedConditions(r) },
            ];
          })
        : [],
    [later, recs],
  );
  const catalogue = useCatalogue();
  const plan = useSubscription();

  useEffect(() => {
    if (!failure) return;
    // The session ended while loading (signed out in the header, or expired): the session
    // state follows, and the page's guard takes over from there.
    if (failure instanceof ApiError && failure.status === 401) void refreshSession();
    else if (shown) console.warn('results: reading again failed; the results on screen stay', failure);
    else console.error('results: loading failed', failure);
  }, [failure, shown]);

  /** Reads everything again from the start, the loading screen and its 40 looks included. */
  const refresh = () =>
    void Promise.all([
      queryClient.resetQueries({ queryKey: queryKeys.latestQuestionnaire(userId ?? '') }),
      queryClient.resetQueries({ queryKey: queryKeys.recommendations(userId ?? '') }),
    ]);

  if (!signedIn) return <Spinner label={t('common.loading')} />;

  const actions = (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Button variant="secondary" onClick={refresh}>
        {t('results.refresh')}
      </Button>
      <Button onClick={startAgain}>{t('results.newAssessment')}</Button>
    </div>
  );

  if (status === 'loading') {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center" role="status" aria-live="polite">
        <h1 className="font-display text-3xl font-semibold">{t('results.loading.title')}</h1>
        <p className="mt-6 font-display text-5xl font-semibold text-brand">{progress}%</p>
        <Bar
          fraction={progress / 100}
          className="mt-4 h-2 w-full"
          trackClassName="fill-brand-soft"
          fillClassName="fill-brand"
        />
        <p className="mt-4">{t(`results.loading.stage${progressStage(progress)}`)}</p>
        <p className="mt-2 text-sm text-muted">{t('results.loading.note')}</p>
        {queueWanted && queueQuery.data ? <QueuePlace place={queueQuery.data} /> : null}
      </div>
    );
  }
  if (status === 'error') {
    // A failed request is not 'no results': say so, and offer to try again.
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center" data-testid="results-error">
        <h1 className="font-display text-3xl font-semibold">{t('results.error.title')}</h1>
        <p role="alert" className="mt-4 text-muted">
          {t('results.error.message')}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={refresh}>{t('results.error.retry')}</Button>
        </div>
      </div>
    );
  }
  if (status === 'noData' || status === 'processing') {
    const key = status === 'noData' ? 'noData' : 'processing';
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="font-display text-3xl font-semibold">{t(`results.${key}.title`)}</h1>
        <p className="mt-4 text-muted">{t(`results.${key}.message`)}</p>
        {actions}
      </div>
    );
  }

  const latest = recs[0]!;
  const parsed = latestParsed!;
  if ('error' in parsed) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="font-display text-3xl font-semibold">{t('results.inProgress.title')}</h1>
        <p className="mt-4 text-muted">{t('results.inProgress.message')}</p>
        <details className="mt-4 text-left text-xs text-muted">
          <summary>{t('results.inProgress.detail')}</summary>
          <pre className="mt-2 whitespace-pre-wrap">{parsed.error}</pre>
        </details>
        {actions}
      </div>
    );
  }
  const json = parsed.json;
  // Replaced by the Pro analysis once the person has Pro.
  const promo = (
    <section className="rounded-card bg-brand p-6 text-white sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wide opacity-90">{t('results.promo.badge')}</p>
      <h2 className="mt-2 font-display text-2xl font-semibold">{t('results.promo.title')}</h2>
      <p className="mt-2 opacity-90">{t('results.promo.text')}</p>
      <Button asChild variant="secondary" className="mt-5">
        <LocalizedLink to={PAGES.proUpgrade}>{t('results.promo.cta')}</LocalizedLink>
      </Button>
    </section>
  );
  const overlay = (latest.recommendationJson as { photo_overlay?: Overlay | null }).photo_overlay ?? null;
  const concern = questionnaire?.mainConcern ?? 'general';
  const skinTypeName = (type: string | null) => (type ? t(`results.skin.types.${type}`, { defaultValue: type }) : null);

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:py-14">
      <header className="text-center">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('results.title')}</h1>
        <p className="mt-2 text-muted">
          {t('results.mainConcern')}{' '}
          <strong>{t(`results.concerns.${concern}`, { defaultValue: concern.replaceAll('_', ' ') })}</strong>
        </p>
      </header>
      {json.photo_issue && (
        <p role="status" className="rounded-card border border-score-orange/40 bg-surface p-4 text-sm">
          {json.photo_issue.message}
        </p>
      )}
      {json.see_dermatologist && (
        <p role="alert" className="rounded-card border border-danger/40 bg-danger-soft p-4 text-sm text-danger">
          <strong>{t('results.dermatologist')}</strong> {json.dermatologist_reason}
        </p>
      )}
      {/* Each card its own height: a stretched card would show blank space under its text. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ScoreHeader score={json.score} target={json.target_score} overview={json.overview_text} />
        <div className="grid gap-4">
          {overlay && <PhotoOverlay overlay={overlay} regionsDrawn={later} />}
          <section aria-labelledby="skin-heading" className="rounded-card border border-line bg-surface p-5 text-sm">
            <h2 id="skin-heading" className="text-lg font-semibold">
              {t('results.skin.title')}
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-3">
              <div>
                <dt className="text-muted">{t('results.skin.answered')}</dt>
                <dd className="font-medium">{skinTypeName(json.skin_type.answered) ?? '–'}</dd>
              </div>
              <div>
                <dt className="text-muted">{t('results.skin.estimated')}</dt>
                <dd className="font-medium">
                  {skinTypeName(json.skin_type.estimated) ??
                    (json.photo_used ? t('results.skin.notClear') : t('results.skin.noPhoto'))}
                </dd>
              </div>
              {json.skin_tone && (
                <div className="col-span-2">
                  <dt className="text-muted">{t('results.skin.tone')}</dt>
                  <dd className="font-medium">
                    {json.skin_tone.label} (ITA{' '}
                    {json.skin_tone.ita_range
                      ? `${Math.round(json.skin_tone.ita_range[0])} – ${Math.round(json.skin_tone.ita_range[1])}`
                      : Math.round(json.skin_tone.ita_angle)}
                    °)
                  </dd>
                </div>
              )}
            </dl>
            {json.skin_type.note && <p className="mt-3 text-muted">{json.skin_type.note}</p>}
            <PhotoCertainty json={json} />
          </section>
        </div>
      </div>
      <MemoFocusAreas areas={json.focus_areas} photo={json} />
      {later ? (
        <>
          <MemoRoutineSection routine={json.routine} products={catalogue.catalogue?.products} />
          {json.lifestyle.nudges.length > 0 && (
            <section aria-labelledby="lifestyle-heading" className="rounded-card border border-line bg-surface p-6">
              <h2 id="lifestyle-heading" className="font-display text-2xl font-semibold">
                {t('results.lifestyle')}
              </h2>
              <ul className="mt-3 list-disc space-y-1.5 pl-6">
                {json.lifestyle.nudges.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </section>
          )}
          {plan.status === 'ready' && plan.data.pro ? (
            <ProAnalysis recommendationId={latest.id} locked={promo} />
          ) : plan.status === 'ready' || plan.status === 'error' ? (
            promo
          ) : null}
          <WeeklySelfie questionnaireId={questionnaire?.id ?? null} startAgain={startAgain} />
          <MemoHistory entries={history} locale={i18n.language} />
          <div className="text-center">
            <Button variant="secondary" onClick={startAgain}>
              {t('results.newAssessment')}
            </Button>
            <p className="mx-auto mt-6 max-w-2xl text-xs text-muted">{t('common.notMedicalAdvice')}</p>
          </div>
        </>
      ) : (
        // The routines, the plan, the weekly selfie and the history come in the frames after the
        // score is painted (a transition, rendered in slices): the tap that opened the page, or its
        // hydration, then renders and lays out only its top (issue 22). Their space is held, so
        // that nothing below (the footer) is seen and then pushed away.
        <div className="min-h-screen" aria-hidden="true" data-testid="results-rest-pending" />
      )}
    </div>
  );
}

/** Drawn again only when its entries or the language change, not on each render of the page. */
const MemoHistory = memo(History);
const MemoFocusAreas = memo(FocusAreas);
const MemoRoutineSection = memo(RoutineSection);

/** How sure the photo's measurements are as a whole, per kind (colour, fine detail), in words. */
function PhotoCertainty({ json }: { json: RecommendationJson }) {
  const { t } = useTranslation();
  const photo = photoCertainty(json);
  return (
    <div className="mt-4 border-t border-line pt-3" data-testid="photo-certainty">
      <h3 className="font-semibold">{t('results.photoCertainty.title')}</h3>
      {photo.kind === 'used' ? (
        <dl className="mt-2 grid gap-2">
          <div>
            <dt className="text-muted">{t('results.photoCertainty.colourLabel')}</dt>
            <dd className="font-medium">
              {t(
                photo.colour === 'notMeasured'
                  ? 'results.photoCertainty.colourNotMeasured'
                  : `results.photoCertainty.${photo.colour}`,
              )}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('results.photoCertainty.detailLabel')}</dt>
            <dd className="font-medium">
              {t(
                photo.detail === 'notMeasured'
                  ? 'results.photoCertainty.detailNotMeasured'
                  : `results.photoCertainty.${photo.detail}`,
              )}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-1 text-muted">{t(`results.photoCertainty.${photo.kind}`)}</p>
      )}
    </div>
  );
}
