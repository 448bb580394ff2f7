import { Button } from '../components/ui/button.tsx';
import { LocalizedLink } from './localized.tsx';

/** The '← Back to …' link at the top of a page (cart → results, survey → cart). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button variant="ghost" size="sm" asChild className="-ml-3">
      <LocalizedLink to={to}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {label}
      </LocalizedLink>
    </Button>
  );
}
