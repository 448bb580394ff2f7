import { cn } from '../../lib/cn.ts';

type BarProps = {
  /** The filled share, 0 to 1 (clamped). */
  fraction: number;
  /** Horizontal bars fill from the left, vertical ones (chart columns) from the bottom. */
  direction?: 'horizontal' | 'vertical';
  /** Size of the bar (the track); the SVG fills it. */
  className?: string;
  trackClassName?: string;
  fillClassName: string;
  /** Corner radius in px. */
  radius?: number;
};

/**
 * A filled share of a track: a meter, or a column of a small chart. Drawn in SVG so that the
 * length is an attribute of a shape rather than a style attribute: the pre-rendered pages carry no
 * inline style, which the Content-Security-Policy does not allow (decision 017).
 */
export function Bar({
  fraction,
  direction = 'horizontal',
  className,
  trackClassName,
  fillClassName,
  radius = 4,
}: BarProps) {
  const percent = `${Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10}%`;
  const fill =
    direction === 'horizontal'
      ? { width: percent, height: '100%' }
      : { width: '100%', height: percent, y: `${100 - Number.parseFloat(percent)}%` };
  return (
    <svg aria-hidden="true" className={cn('block overflow-visible', className)}>
      {trackClassName && <rect width="100%" height="100%" rx={radius} className={trackClassName} />}
      <rect {...fill} rx={radius} className={fillClassName} />
    </svg>
  );
}
