import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Overlay = {
  photoId: string;
  width: number;
  height: number;
  regions: { id: string; polygon: [number, number][] }[];
};

/**
 * The person's own photo with the regions where each measurement was taken drawn over it. The
 * regions (a polygon each) are drawn once the page's first screen is (`regionsDrawn`): over
 * the photo, they move nothing when they come.
 */
export function PhotoOverlay({ overlay, regionsDrawn = true }: { overlay: Overlay; regionsDrawn?: boolean }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [show, setShow] = useState(true);
  if (failed) return null;
  return (
    <figure className="rounded-card border border-line bg-surface p-4">
      <div className="relative mx-auto max-w-sm overflow-hidden rounded-xl">
        {/* Sized for the screen (the stored photo is up to 2048 px; it shows at most 384 CSS px
            wide), decoded off the main thread and fetched after the page's own requests: the
            photo never holds up the page's first paint (issue 22). Its size is reserved. */}
        <img
          src={`/api/photos/${overlay.photoId}?w=480`}
          srcSet={`/api/photos/${overlay.photoId}?w=480 480w, /api/photos/${overlay.photoId}?w=960 960w`}
          sizes="(min-width: 448px) 384px, calc(100vw - 4rem)"
          decoding="async"
          fetchPriority="low"
          alt={t('results.photo.alt')}
          width={overlay.width}
          height={overlay.height}
          className="block h-auto w-full"
          onError={() => setFailed(true)}
        />
        {show && regionsDrawn && (
          <svg
            viewBox={`0 0 ${overlay.width} ${overlay.height}`}
            className="absolute inset-0 h-full w-full"
            aria-hidden="true"
          >
            {overlay.regions.map((r) => (
              <polygon
                key={r.id}
                points={r.polygon.map(([x, y]) => `${x},${y}`).join(' ')}
                fill="rgba(47,111,98,0.32)"
                stroke="#ffffff"
                strokeWidth={Math.max(1.5, overlay.width / 300)}
              />
            ))}
          </svg>
        )}
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
        <span>
          {t('results.photo.caption', { regions: overlay.regions.map((r) => t(`results.regions.${r.id}`)).join(', ') })}
        </span>
        <button
          type="button"
          className="font-medium text-brand underline"
          onClick={() => setShow((s) => !s)}
          aria-pressed={show}
        >
          {t(show ? 'results.photo.hideRegions' : 'results.photo.showRegions')}
        </button>
      </figcaption>
    </figure>
  );
}
