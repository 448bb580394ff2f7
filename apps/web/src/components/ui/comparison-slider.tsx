import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { percentFromKey, percentFromPointer, SLIDER_MAX, SLIDER_MIN } from './comparison-slider-value.ts';

type ComparisonSliderProps = {
  /** Shown left of the divider (clipped as the divider moves left). */
  before: ReactNode;
  /** Shown right of the divider (the full picture underneath). */
  after: ReactNode;
  /** Visible tags in the top corners. */
  beforeTag: string;
  afterTag: string;
  /** The slider's accessible name. */
  label: string;
  /** What a screen reader announces for a value, e.g. '52% before, 48% after'. */
  valueText: (value: number) => string;
  defaultValue?: number;
  /** Arrow-key step in percent. */
  step?: number;
  className?: string;
};

/**
 * Two pictures on top of each other with a divider between them, moved by dragging (mouse, touch
 * or pen, through pointer events with pointer capture) or by the keyboard on the handle, which is
 * an ARIA slider. Renders the same on the server and in the browser: the DOM is read only in
 * event handlers.
 */
export function ComparisonSlider({
  before,
  after,
  beforeTag,
  afterTag,
  label,
  valueText,
  defaultValue = 50,
  step = 1,
  className,
}: ComparisonSliderProps) {
  const [value, setValue] = useState(defaultValue);
  const handle = useRef<HTMLDivElement>(null);

  function follow(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    setValue(percentFromPointer(event.clientX, box.left, box.width));
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // Capture keeps the drag ours when the pointer leaves the picture or the finger slides off it.
    event.currentTarget.setPointerCapture(event.pointerId);
    // Keep keyboard focus on the handle so arrows continue from where the drag ended.
    handle.current?.focus({ preventScroll: true });
    event.preventDefault();
    follow(event);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) follow(event);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = percentFromKey(event.key, value, step);
    if (next === null) return;
    event.preventDefault();
    setValue(next);
  }

  // The divider starts in the middle, drawn by classes: the pre-rendered page carries no style
  // attribute (the CSP allows none, decision 017). Once moved, React sets the position through
  // the element's style object, which the CSP does not restrict.
  const atMiddle = value === 50;
  const position = atMiddle ? undefined : { left: `${value}%` };
  const tag = 'pointer-events-none absolute top-3 rounded-full bg-ink/75 px-3 py-1 text-xs font-semibold text-white';
  return (
    <div
      // pan-y: a vertical swipe still scrolls the page on touch screens; a sideways one drags the divider.
      className={cn('relative cursor-ew-resize touch-pan-y overflow-hidden rounded-card select-none', className)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onDragStart={(event) => event.preventDefault()}
    >
      {after}
      <div
        className={cn('absolute inset-0', atMiddle && '[clip-path:inset(0_50%_0_0)]')}
        style={atMiddle ? undefined : { clipPath: `inset(0 ${SLIDER_MAX - value}% 0 0)` }}
      >
        {before}
      </div>
      <span className={cn(tag, 'left-3')}>{beforeTag}</span>
      <span className={cn(tag, 'right-3')}>{afterTag}</span>
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow',
          atMiddle && 'left-1/2',
        )}
        style={position}
      />
      <div
        ref={handle}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={SLIDER_MIN}
        aria-valuemax={SLIDER_MAX}
        aria-valuenow={value}
        aria-valuetext={valueText(value)}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className={cn(
          'absolute top-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-brand text-white shadow-lg',
          atMiddle && 'left-1/2',
        )}
        style={position}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m9 6-6 6 6 6M15 6l6 6-6 6" />
        </svg>
      </div>
    </div>
  );
}
