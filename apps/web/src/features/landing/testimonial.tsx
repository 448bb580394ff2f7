import { cn } from '../../lib/cn.ts';
import { Icon } from './landing-icons.tsx';

/** A row of filled stars, named for screen readers by `label`. */
export function Stars({ count, label, className }: { count: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={cn('inline-flex gap-0.5 text-score-yellow', className)}>
      {Array.from({ length: count }, (_, i) => (
        <svg key={i} aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="m10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5Z" />
        </svg>
      ))}
    </span>
  );
}

/**
 * A customer's words with their name, age and city. The quotation marks are drawn, not typed,
 * so no language gets another language's quotation marks.
 */
export function Testimonial({
  quote,
  name,
  details,
  className,
}: {
  quote: string;
  name: string;
  details: string;
  className?: string;
}) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('');
  return (
    <figure className={cn('flex flex-col', className)}>
      <Icon name="quote" className="size-7 text-accent" />
      <blockquote className="mt-2 flex-1 text-pretty text-ink">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-semibold text-brand"
        >
          {initials}
        </span>
        <span>
          <span className="block font-semibold">{name}</span>
          <span className="block text-sm text-muted">{details}</span>
        </span>
      </figcaption>
    </figure>
  );
}
