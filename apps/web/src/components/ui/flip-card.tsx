import { useState, type FocusEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type FlipCardProps = {
  front: ReactNode;
  back: ReactNode;
  className?: string;
};

/**
 * A card with two faces. It turns over on click or tap, on Enter and Space (it is a toggle
 * button), and when it receives keyboard focus; it turns back when focus leaves. Both faces stay
 * in the accessibility tree (the hidden face is only turned away or transparent, never
 * `visibility: hidden`), so a screen reader reads the back whichever way the card lies. With
 * reduced motion the faces swap in place instead of rotating.
 *
 * The content of each face must be phrasing content (spans), as inside any button.
 */
export function FlipCard({ front, back, className }: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);

  function onFocus(event: FocusEvent<HTMLButtonElement>) {
    // Only keyboard focus turns the card: a click focuses it too, and then toggles it itself.
    if (event.currentTarget.matches(':focus-visible')) setFlipped(true);
  }

  const face = 'col-start-1 row-start-1 flex flex-col rounded-card p-6 motion-safe:backface-hidden';
  return (
    <button
      type="button"
      aria-pressed={flipped}
      data-flipped={flipped}
      onClick={() => setFlipped((f) => !f)}
      onFocus={onFocus}
      onBlur={() => setFlipped(false)}
      className={cn('group block w-full cursor-pointer text-left perspective-[1200px]', className)}
    >
      <span className="grid h-full transition-transform duration-500 ease-out motion-safe:transform-3d motion-safe:group-data-[flipped=true]:rotate-y-180">
        <span
          data-face="front"
          className={cn(
            face,
            'border border-line bg-surface shadow-sm group-hover:shadow-md motion-reduce:group-data-[flipped=true]:opacity-0',
          )}
        >
          {front}
        </span>
        <span
          data-face="back"
          className={cn(
            face,
            'bg-brand text-white motion-safe:rotate-y-180 motion-reduce:opacity-0 motion-reduce:group-data-[flipped=true]:opacity-100',
          )}
        >
          {back}
        </span>
      </span>
    </button>
  );
}
