import { useTranslation } from 'react-i18next';
import type { AnalysisQueueResponse } from '@skinsight/shared/api';

/** A wait in words: seconds under a minute, else whole minutes (rounded up), in the page's language. */
export function formatWait(seconds: number, locale: string): string {
  const [value, unit] = seconds < 60 ? [Math.max(1, seconds), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * Under the progress screen while the analysis waits its turn: the place in the queue and the
 * estimate the server measured (or that it is still measuring), or that the photo is being
 * analysed now. Nothing while there is no queue to speak of (first in line with no estimate).
 */
export function QueuePlace({ place }: { place: AnalysisQueueResponse }) {
  const { t, i18n } = useTranslation();
  if (place.state === 'analysing') {
    return (
      <p className="mt-6" data-testid="queue-place">
        {t('results.loading.queue.analysing')}
      </p>
    );
  }
  if (place.state !== 'waiting' || place.position === null) return null;
  return (
    <div className="mt-6 rounded-card bg-brand-soft px-4 py-3" data-testid="queue-place">
      <p className="font-semibold">{t('results.loading.queue.position', { position: place.position })}</p>
      <p className="mt-1">
        {place.etaSeconds === null
          ? t('results.loading.queue.estimating')
          : t('results.loading.queue.eta', { time: formatWait(place.etaSeconds, i18n.language) })}
      </p>
      {place.position > 1 ? <p className="mt-2 text-sm text-muted">{t('results.loading.queue.note')}</p> : null}
    </div>
  );
}
