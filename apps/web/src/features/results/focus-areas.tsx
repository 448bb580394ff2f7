import { useTranslation } from 'react-i18next';
import { scoreBandOf } from '@skinsight/shared/score';
import type { FocusArea, RecommendationJson } from '@skinsight/shared/recommendation';
import { Bar } from '../../components/ui/bar.tsx';
import { cn } from '../../lib/cn.ts';
import { areaCertainty } from './certainty.ts';
import { BAND_FILL, BAND_TEXT } from './score-header.tsx';

const KNOWN = ['hydration', 'fine_lines', 'pores', 'pigmentation', 'redness', 'skin_barrier_strength'];

/** Known areas by their translated name; unknown ones with underscores as spaces (spec section 3). */
function areaName(t: (k: string) => string, key: string): string {
  return KNOWN.includes(key) ? t(`results.areas.${key}`) : key.replaceAll('_', ' ');
}

/**
 * One card per area: its score (or 'not enough information'), its advice, and in words how sure
 * it is and why (docs/decisions/027).
 */
export function FocusAreas({
  areas,
  photo,
}: {
  areas: Record<string, FocusArea>;
  photo: Pick<RecommendationJson, 'photo_used' | 'photo_issue'>;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="areas-heading">
      <h2 id="areas-heading" className="font-display text-2xl font-semibold">
        {t('results.areas.title')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {Object.entries(areas).map(([key, area]) => {
          const certainty = areaCertainty(key, area, photo);
          const band = area.score === null ? null : scoreBandOf(area.score);
          return (
            <article key={key} className="rounded-card border border-line bg-surface p-5" data-testid={`area-${key}`}>
              <header className="flex items-baseline justify-between gap-3">
                <h3 className="text-lg font-semibold first-letter:uppercase">{areaName(t, key)}</h3>
                {band !== null && <p className={cn('text-2xl font-semibold', BAND_TEXT[band])}>{area.score}</p>}
              </header>
              {band === null ? (
                // No score, so no bar: an empty bar would read as zero.
                <p className="mt-2 inline-block rounded-full bg-canvas px-2.5 py-0.5 text-sm font-medium text-muted">
                  {t('results.certainty.unknown')}
                </p>
              ) : (
                <Bar
                  fraction={area.score! / 100}
                  className="mt-2 h-2 w-full"
                  trackClassName="fill-brand-soft"
                  fillClassName={BAND_FILL[band]}
                />
              )}
              <p className="mt-3 text-sm leading-relaxed">{area.advice}</p>
              {certainty !== 'unknown' && (
                <p className="mt-3 text-xs text-muted" data-testid={`certainty-${key}`}>
                  {t(`results.certainty.${certainty}`)} ·{' '}
                  {t('results.confidence', { percent: Math.round(area.confidence * 100) })}
                </p>
              )}
              {area.factors.length > 0 && (
                <details className="mt-3 text-sm">
                  <summary className="cursor-pointer font-medium text-brand">{t('results.whatMovedIt')}</summary>
                  <ul className="mt-2 grid gap-1">
                    {area.factors.map((f) => (
                      <li key={f.key} className="flex justify-between gap-3">
                        <span>{f.label}</span>
                        <span className={f.effect < 0 ? 'text-score-red' : 'text-score-green'}>
                          {f.effect > 0 ? `+${f.effect}` : f.effect}
                        </span>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </article>
          );
        })}
      </div>
    </section>
  );
}
