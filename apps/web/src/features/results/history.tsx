import { useTranslation } from 'react-i18next';
import type { ScoreChange } from '@skinsight/shared/noise-floor';
import { SPEC } from '@skinsight/shared/constants';
import { photoConditionsSchema, type PhotoConditions } from '@skinsight/shared/photo-conditions';
import type { FocusAreaKey, RecommendationJson } from '@skinsight/shared/recommendation';
import { SMOOTHING_WINDOW, trailingMedian } from '@skinsight/shared/smoothing';
import { formatDayMonth } from '../../lib/dates.ts';
import { historyChanges, type ChangeCause, type ConditionsView, type HistoryChanges } from './history-changes.ts';

export type HistoryEntry = {
  id: string;
  createdAt: string;
  photoId: string | null;
  json: RecommendationJson;
  /** The conditions its photo was taken in (decision 037); null without a photo, or from before they were recorded. */
  conditions: PhotoConditions | null;
};

/** The photo conditions stored with a recommendation, if any and well formed. */
export function storedConditions(rec: { recommendationJson: unknown }): PhotoConditions | null {
  let json = rec.recommendationJson;
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json);
    } catch {
      return null;
    }
  }
  if (typeof json !== 'object' || json === null) return null;
  const parsed = photoConditionsSchema.safeParse((json as { photo_conditions?: unknown }).photo_conditions);
  return parsed.success ? parsed.data : null;
}

/**
 * One line of the change since the previous assessment: a change only beyond what two photos of
 * one face differ by (the noise floor, decision 034), else 'no measurable change'.
 */
function ChangeRow({
  id,
  label,
  change,
  conditions,
}: {
  id: string;
  label: string;
  change: ScoreChange;
  /**
   * Photo conditions that differed and can move this score, or the analysis updated between the
   * two photos: a change is shown as maybe theirs (`mayBeKey`).
   */
  conditions: ChangeCause[];
}) {
  const { t } = useTranslation();
  const flagged = change.kind === 'change' && conditions.length > 0;
  return (
    <li className="flex justify-between gap-3" data-testid={`change-${id}`}>
      <span>{label}</span>
      {change.kind === 'unknown' ? (
        <span className="text-right text-muted">{t('results.history.unknown')}</span>
      ) : change.kind === 'within_noise' ? (
        <span className="text-right text-muted">{t('results.history.noChange')}</span>
      ) : flagged ? (
        // Not coloured as progress or a setback: the conditions may explain it (decision 037).
        <span className="text-right text-score-orange-text">
          {change.delta > 0 ? `+${change.delta}` : change.delta}
          {' · '}
          {t(`results.history.mayBe.${mayBeKey(conditions)}`)}
        </span>
      ) : (
        <span className={change.delta > 0 ? 'text-score-green' : 'text-score-red'}>
          {change.delta > 0 ? `+${change.delta}` : change.delta}
        </span>
      )}
    </li>
  );
}

/** Which cause a flagged change is said to maybe be: the analysis first (it moves every photo score), else the one condition, else several. */
function mayBeKey(conditions: readonly ChangeCause[]): ChangeCause | 'several' {
  if (conditions.includes('analysis')) return 'analysis';
  return conditions.length === 1 ? conditions[0]! : 'several';
}

/** An area's name mid-sentence: lower case, except in German, where nouns keep their capital. */
function midSentence(name: string, locale: string): string {
  return locale.startsWith('de') ? name : name.toLocaleLowerCase(locale);
}

/**
 * Whether the latest photo was taken like the previous one: "similar conditions", or each
 * difference with the areas it can move (decision 037). Nothing is corrected, only said.
 */
function Conditions({ view, changes, locale }: { view: ConditionsView; changes: HistoryChanges; locale: string }) {
  const { t } = useTranslation();
  if (view.kind === 'not_recorded')
    return (
      <p className="mt-2 text-sm text-muted" data-testid="photo-conditions">
        {t('results.history.conditions.notRecorded')}
      </p>
    );
  const { comparison } = view;
  if (comparison.alike)
    return (
      <p className="mt-2 text-sm text-muted" data-testid="photo-conditions">
        {t('results.history.conditions.alike')}
      </p>
    );
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const areaName = (key: FocusAreaKey) => midSentence(t(`results.areas.${key}`), locale);
  return (
    <div className="mt-3 rounded-xl border border-score-orange/40 p-3 text-sm" data-testid="photo-conditions">
      <p>
        {t(
          comparison.verdict === 'differs' ? 'results.history.conditions.differ' : 'results.history.conditions.unsure',
        )}
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {comparison.checks.flatMap((check) => {
          if (check.status === 'match') return [];
          const areas = changes.areas.filter((a) => a.conditions.includes(check.dimension)).map((a) => areaName(a.key));
          return [
            <li key={check.dimension}>
              {t(`results.history.conditions.${check.dimension}.${check.reason}`)}
              {areas.length > 0 && (
                <> {t(`results.history.conditions.affects.${check.dimension}`, { areas: list.format(areas) })}</>
              )}
            </li>,
          ];
        })}
      </ul>
      <p className="mt-2 text-xs text-muted">{t('results.history.conditions.note')}</p>
    </div>
  );
}

/**
 * The two photos were measured by different versions of the analysis (decision 041): its scores
 * may differ for that alone, which is said rather than shown as progress or a setback.
 */
function AnalysisUpdated({ changes, locale }: { changes: HistoryChanges; locale: string }) {
  const { t } = useTranslation();
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const areas = changes.areas
    .filter((a) => a.conditions.includes('analysis'))
    .map((a) => midSentence(t(`results.areas.${a.key}`), locale));
  return (
    <p className="mt-2 rounded-xl border border-score-orange/40 p-3 text-sm" data-testid="analysis-updated">
      {t('results.history.analysisUpdated', { areas: list.format(areas) })}
    </p>
  );
}

const DAY_MS = 86_400_000;

/**
 * Progress over time: the score chart on a time axis from the first assessment to its 8-week
 * target (a dashed line at the target score, a marked line at the target week, decision 035), the
 * change per focus area, and first and latest photos. One assessment shows the chart and its
 * target; the changes need two. An assessment without enough information for a score (engine
 * 1.3) has no point on the chart and no change to show; older ones have numbers everywhere.
 */
export function History({ entries, locale }: { entries: HistoryEntry[]; locale: string }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  const chronological = [...entries].reverse();
  const latest = entries[0]!;
  const previous = entries[1];
  const changes = previous ? historyChanges(previous, latest) : null;
  const w = 320;
  const h = 132;
  const top = 18;
  const bottom = h - 10;
  const time = (e: HistoryEntry) => new Date(e.createdAt).getTime();
  const start = time(chronological[0]!);
  const targetTime = start + SPEC.targetWeeks * 7 * DAY_MS;
  // The axis runs to the target week, or further once the person is past it.
  const end = Math.max(targetTime, time(latest)) + DAY_MS;
  const x = (at: number) => 10 + ((at - start) / (end - start)) * (w - 20);
  const y = (score: number) => bottom - (score / 100) * (bottom - top);
  const targetScore = latest.json.target_score ?? SPEC.defaultTargetScore;
  const points = chronological.flatMap((e) =>
    e.json.score === null ? [] : [{ id: e.id, x: x(time(e)), y: y(e.json.score) }],
  );
  // The trend beside the raw scores (decision 037): each point's trailing median; raw kept.
  const smoothed = trailingMedian(chronological.map((e) => e.json.score)).flatMap((score, i) =>
    score === null ? [] : [{ x: x(time(chronological[i]!)), y: y(score), score }],
  );
  const trend = smoothed.at(-1)?.score;
  const date = (at: number | string) => formatDayMonth(new Date(at), locale);
  const targetX = x(targetTime);
  const withPhotos = entries.filter((e) => e.photoId);
  const firstPhoto = withPhotos[withPhotos.length - 1];
  const lastPhoto = withPhotos[0];
  return (
    <section aria-labelledby="history-heading" className="rounded-card border border-line bg-surface p-6">
      <h2 id="history-heading" className="font-display text-2xl font-semibold">
        {t('results.history.title')}
      </h2>
      <p className="mt-1 text-sm text-muted" data-testid="target-week">
        {t('results.history.targetOn', { score: targetScore, date: date(targetTime) })}
      </p>
      <svg
        viewBox={`0 0 ${w} ${h}`}
        className="mt-4 w-full max-w-md"
        role="img"
        aria-label={t('results.history.chartLabel')}
      >
        <line x1="10" x2={w - 10} y1={y(targetScore)} y2={y(targetScore)} stroke="#e6dfd8" strokeDasharray="4 4" />
        <line
          x1={targetX}
          x2={targetX}
          y1={top - 4}
          y2={bottom}
          stroke="#b8892f"
          strokeWidth="1.5"
          strokeDasharray="2 3"
        />
        {/* A diamond, not a circle: circles are the person's own scores. */}
        <path d={`M${targetX} ${y(targetScore) - 5}l5 5-5 5-5-5z`} fill="#fbf8f5" stroke="#b8892f" strokeWidth="1.5" />
        <text x={targetX} y={top - 8} textAnchor={targetX > w - 60 ? 'end' : 'middle'} fontSize="10" fill="#6b625c">
          {t('results.history.target')}
        </text>
        {/* The raw scores joined thinly; the trend a thick line of its own colour over them. */}
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          stroke="#2f6f62"
          strokeOpacity="0.45"
          strokeWidth="1.5"
        />
        {smoothed.length > 1 && (
          <polyline
            data-testid="trend-line"
            points={smoothed.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke="#b35c3c"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        )}
        {points.map((p) => (
          <circle key={p.id} cx={p.x} cy={p.y} r="4" fill="#2f6f62" />
        ))}
      </svg>
      {smoothed.length > 1 && (
        <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted" data-testid="chart-legend">
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-[#2f6f62]" />
            {t('results.history.raw')}
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-[3px] w-4 rounded-full bg-[#b35c3c]" />
            <span>
              {t('results.history.smoothed', { count: SMOOTHING_WINDOW })}
              {trend !== undefined && (
                <>
                  {' '}
                  <strong className="text-ink" data-testid="trend">
                    ({t('results.history.trend', { score: Math.round(trend) })})
                  </strong>
                </>
              )}
            </span>
          </li>
        </ul>
      )}
      <ol className="mt-2 flex flex-wrap gap-3 text-sm text-muted">
        {chronological.map((e) => (
          <li key={e.id}>
            {date(e.createdAt)}: <strong className="text-ink">{e.json.score ?? t('results.history.unknown')}</strong>
          </li>
        ))}
      </ol>
      {changes && (
        <>
          <h3 className="mt-6 font-semibold">{t('results.history.changeTitle')}</h3>
          {changes.conditions && <Conditions view={changes.conditions} changes={changes} locale={locale} />}
          {changes.analysisChanged && <AnalysisUpdated changes={changes} locale={locale} />}
          <ul className="mt-3 grid gap-x-10 gap-y-1 text-sm sm:grid-cols-2">
            <ChangeRow
              id="overall"
              label={t('results.score.title')}
              change={changes.overall}
              conditions={changes.overallConditions}
            />
            {changes.areas.map(({ key, change, conditions }) => (
              <ChangeRow key={key} id={key} label={t(`results.areas.${key}`)} change={change} conditions={conditions} />
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted">{t('results.history.noiseNote')}</p>
        </>
      )}
      {firstPhoto && lastPhoto && firstPhoto.id !== lastPhoto.id && (
        <div className="mt-6 grid grid-cols-2 gap-3">
          {[firstPhoto, lastPhoto].map((e) => (
            <figure key={e.id}>
              {/* Far down the page, half its width: a small copy, fetched when it comes near the screen. */}
              <img
                src={`/api/photos/${e.photoId}?w=480`}
                loading="lazy"
                decoding="async"
                alt={t('results.history.photoFrom', { date: date(e.createdAt) })}
                className="w-full rounded-xl"
              />
              <figcaption className="mt-1 text-center text-xs text-muted">{date(e.createdAt)}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}
