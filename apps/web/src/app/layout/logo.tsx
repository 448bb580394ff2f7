import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink } from '../localized.tsx';

export function Logo() {
  return (
    <LocalizedLink
      to={PAGES.home}
      className="flex items-center gap-2 font-display text-xl font-semibold text-ink"
      aria-label="Skinsight"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <circle cx="16" cy="16" r="15" fill="var(--color-brand)" />
        <path
          d="M10 19c2.5 3 9.5 3 12 0M11.5 13h.01M20.5 13h.01"
          stroke="var(--color-canvas)"
          strokeWidth="2.5"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span>Skinsight</span>
    </LocalizedLink>
  );
}
