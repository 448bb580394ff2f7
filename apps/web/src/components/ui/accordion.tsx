import { useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { cn } from '../../lib/cn.ts';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

/**
 * A list of collapsible entries, at most one open at a time, each can be closed again.
 *
 * Built on <details>/<summary>: the browser gives keyboard and screen-reader support (a button
 * with an expanded state), it works before the script has loaded (the page is pre-rendered), and
 * find-in-page opens the entry holding the match. The shared `name` makes the browser close the
 * others (the exclusive accordion of HTML); the toggle handler does the same for browsers older
 * than that attribute.
 */
export function Accordion({
  items,
  headingLevel = 3,
  className,
}: {
  items: AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const group = useId();
  const list = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;

  function onToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of list.current?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? []) {
      if (other !== opened) other.open = false;
    }
  }

  return (
    <div ref={list} className={cn('divide-y divide-line rounded-card border border-line bg-surface', className)}>
      {items.map((item) => (
        <details key={item.id} name={group} onToggle={onToggle} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold sm:text-lg">{item.title}</Heading>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5 shrink-0 text-brand transition-transform duration-200 group-open:rotate-45"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M12 5v14M5 12h14" />
            </svg>
          </summary>
          <div className="pb-5 text-muted">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
