import { useTranslation } from 'react-i18next';
import { scoreBandOf, type ScoreBand } from '@skinsight/shared/score';
import { Bar } from '../../components/ui/bar.tsx';
import { cn } from '../../lib/cn.ts';

export const BAND_TEXT: Record<ScoreBand, string> = {
  green: 'text-score-green',
  yellow: 'text-score-yellow',
  orange: 'text-score-orange',
  red: 'text-score-red',
};
export const BAND_FILL: Record<ScoreBand, string> = {
  green: 'fill-score-green',
  yellow: 'fill-score-yellow',
  orange: 'fill-score-orange',
  red: 'fill-score-red',
};
export const BAND_BG: Record<ScoreBand, string> = {
  green: 'bg-score-green',
  yellow: 'bg-score-yellow',
  orange: 'bg-score-orange',
  red: 'bg-score-red',
};

/**
 * The overall score out of 100 with the week-target marker at the goal (80 by default), or, when
 * too few areas have enough information, says so instead of a number (docs/decisions/027).
 */
export function ScoreHeader({ score, target, overview }: { score: number | null; target: number; overview: string }) {
  const { t } = useTranslation();
  const band = score === null ? null : scoreBandOf(score);
  return (
    <section aria-labelledby="score-heading" className="rounded-card border border-line bg-surface p-6 sm:p-8">
      <h2 id="score-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">
        {t('results.score.title')}
      </h2>
      {band === null ? (
        <p className="mt-2 font-display text-3xl font-semibold text-muted" data-testid="overall-score">
          {t('results.score.unknown')}
        </p>
      ) : (
        <div className="mt-2 flex items-end gap-3">
          <p className={cn('font-display text-6xl font-semibold', BAND_TEXT[band])} data-testid="overall-score">
            {score}
          </p>
          <p className="pb-2 text-muted">/ 100 · {t(`results.band.${band}`)}</p>
        </div>
      )}
      {/* SVG shapes, not style attributes: the page may come drawn by the server (decision 017, 039). */}
      <div
        className="relative mt-6 h-3"
        role="img"
        aria-label={score === null ? t('results.score.unknown') : t('results.score.barLabel', { score, target })}
      >
        <Bar
          fraction={(score ?? 0) / 100}
          className="h-full w-full"
          trackClassName="fill-brand-soft"
          fillClassName={band === null ? 'fill-transparent' : BAND_FILL[band]}
          radius={6}
        />
        <svg className="absolute inset-x-0 -top-2 h-7 w-full overflow-visible" aria-hidden="true">
          <rect x={`${target}%`} width="2" height="100%" className="fill-ink" />
        </svg>
        <svg className="absolute inset-x-0 top-5 h-4 w-full overflow-visible">
          <text x={`${target}%`} y="12" textAnchor="middle" className="fill-current text-xs font-medium">
            {t('results.score.weekTarget', { target })}
          </text>
        </svg>
      </div>
      <dl className="mt-10 grid grid-cols-2 gap-4 text-center">
        <div className="rounded-xl bg-canvas p-3">
          <dt className="text-sm text-muted">{t('results.score.current')}</dt>
          <dd className="text-2xl font-semibold">{score ?? '–'}</dd>
        </div>
        <div className="rounded-xl bg-canvas p-3">
          <dt className="text-sm text-muted">{t('results.score.goal')}</dt>
          <dd className="text-2xl font-semibold">{target}</dd>
        </div>
      </dl>
      <p className="mt-6 leading-relaxed">{overview}</p>
    </section>
  );
}
