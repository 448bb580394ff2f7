import { useTranslation } from 'react-i18next';
import type { ScoreChange } from '@skinsight/shared/noise-floor';
import type { RecommendationJson } from '@skinsight/shared/recommendation';
import { historyChanges } from './history-changes.ts';

export type HistoryEntry = { id: string; createdAt: string; photoId: string | null; json: RecommendationJson };

/**
 * One line of the change since the previous assessment: a change only beyond what two photos of
 * one face differ by (the noise floor, decision 034), else 'no measurable change'.
 */
function ChangeRow({ label, change }: { label: string; change: ScoreChange }) {
  const { t } = useTranslation();
  return (
    <li className="flex justify-between gap-3">
      <span>{label}</span>
      {change.kind === 'unknown' ? (
        <span className="text-right text-muted">{t('results.history.unknown')}</span>
      ) : change.kind === 'within_noise' ? (
        <span className="text-right text-muted">{t('results.history.noChange')}</span>
      ) : (
        <span className={change.delta > 0 ? 'text-score-green' : 'text-score-red'}>
          {change.delta > 0 ? `+${change.delta}` : change.delta}
        </span>
      )}
    </li>
  );
}

/**
 * Progress over time: the score chart, the change per focus area, and first and latest photos.
 * An assessment without enough information for a score (engine 1.3) has no point on the chart and
 * no change to show; older ones have numbers everywhere.
 */
export function History({ entries, locale }: { entries: HistoryEntry[]; locale: string }) {
  const { t } = useTranslation();
  if (entries.length < 2) return null;
  const chronological = [...entries].reverse();
  const changes = historyChanges(entries[1]!.json, entries[0]!.json);
  const w = 320;
  const h = 120;
  const points = chronological.flatMap((e, i) =>
    e.json.score === null
      ? []
      : [
          {
            id: e.id,
            x: (i / (chronological.length - 1)) * (w - 20) + 10,
            y: h - 10 - (e.json.score / 100) * (h - 20),
          },
        ],
  );
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const withPhotos = entries.filter((e) => e.photoId);
  const firstPhoto = withPhotos[withPhotos.length - 1];
  const lastPhoto = withPhotos[0];
  return (
    <section aria-labelledby="history-heading" className="rounded-card border border-line bg-surface p-6">
      <h2 id="history-heading" className="font-display text-2xl font-semibold">
        {t('results.history.title')}
      </h2>
      <svg
        viewBox={`0 0 ${w} ${h}`}
        className="mt-4 w-full max-w-md"
        role="img"
        aria-label={t('results.history.chartLabel')}
      >
        <line
          x1="10"
          x2={w - 10}
          y1={h - 10 - 0.8 * (h - 20)}
          y2={h - 10 - 0.8 * (h - 20)}
          stroke="#e6dfd8"
          strokeDasharray="4 4"
        />
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          stroke="#2f6f62"
          strokeWidth="2.5"
        />
        {points.map((p) => (
          <circle key={p.id} cx={p.x} cy={p.y} r="4" fill="#2f6f62" />
        ))}
      </svg>
      <ol className="mt-2 flex flex-wrap gap-3 text-sm text-muted">
        {chronological.map((e) => (
          <li key={e.id}>
            {date.format(new Date(e.createdAt))}:{' '}
            <strong className="text-ink">{e.json.score ?? t('results.history.unknown')}</strong>
          </li>
        ))}
      </ol>
      <h3 className="mt-6 font-semibold">{t('results.history.changeTitle')}</h3>
      <ul className="mt-2 grid gap-x-10 gap-y-1 text-sm sm:grid-cols-2">
        <ChangeRow label={t('results.score.title')} change={changes.overall} />
        {changes.areas.map(({ key, change }) => (
          <ChangeRow key={key} label={t(`results.areas.${key}`)} change={change} />
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted">{t('results.history.noiseNote')}</p>
      {firstPhoto && lastPhoto && firstPhoto.id !== lastPhoto.id && (
        <div className="mt-6 grid grid-cols-2 gap-3">
          {[firstPhoto, lastPhoto].map((e) => (
            <figure key={e.id}>
              <img
                src={`/api/photos/${e.photoId}`}
                alt={t('results.history.photoFrom', { date: date.format(new Date(e.createdAt)) })}
                className="w-full rounded-xl"
              />
              <figcaption className="mt-1 text-center text-xs text-muted">
                {date.format(new Date(e.createdAt))}
              </figcaption>
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}
