import { useTranslation } from 'react-i18next';
import { scoreBandOf, type ScoreBand } from '@skinsight/shared/score';
import { cn } from '../../lib/cn.ts';

export const BAND_TEXT: Record<ScoreBand, string> = {
  green: 'text-score-green',
  yellow: 'text-score-yellow',
  orange: 'text-score-orange',
  red: 'text-score-red',
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
      <div
        className="relative mt-6 h-3 rounded-full bg-brand-soft"
        role="img"
        aria-label={score === null ? t('results.score.unknown') : t('results.score.barLabel', { score, target })}
      >
        {band !== null && <div className={cn('h-full rounded-full', BAND_BG[band])} style={{ width: `${score}%` }} />}
        <div className="absolute -top-2 h-7 w-0.5 bg-ink" style={{ left: `${target}%` }} aria-hidden="true" />
        <p
          className="absolute top-5 -translate-x-1/2 whitespace-nowrap text-xs font-medium"
          style={{ left: `${target}%` }}
        >
          {t('results.score.weekTarget', { target })}
        </p>
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
