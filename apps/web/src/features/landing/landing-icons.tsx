/** Line icons for the landing page (24 × 24, drawn with the current text colour). */
const paths = {
  scan: 'M4 8V5a1 1 0 0 1 1-1h3m8 0h3a1 1 0 0 1 1 1v3m0 8v3a1 1 0 0 1-1 1h-3m-8 0H5a1 1 0 0 1-1-1v-3m8-7a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
  bars: 'M4 20h16M7 16v-4m5 4V8m5 8V5',
  shield: 'M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zm9 0v13M12 7C10 3 6 3 6 5.5S9 7 12 7Zm0 0c2-4 6-4 6-1.5S15 7 12 7Z',
  lock: 'M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1Zm2 0V8a4 4 0 0 1 8 0v3',
  trend: 'm4 17 6-6 4 4 6-7m-5 0h5v5',
  dna: 'M8 3c0 6 8 6 8 12 0 3-2 5-2 6M16 3c0 6-8 6-8 12 0 3 2 5 2 6M9 7h6m-6 10h6',
  wave: 'M3 12c2-4 4-4 6 0s4 4 6 0 4-4 6 0',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0-5v2m0 14v2M3 12h2m14 0h2M5.6 5.6 7 7m10 10 1.4 1.4M5.6 18.4 7 17m10-10 1.4-1.4',
  wind: 'M3 9h11a3 3 0 1 0-3-3M3 15h15a3 3 0 1 1-3 3',
  leaf: 'M5 19c0-9 5-14 15-14 0 10-5 15-14 15m-1-1 8-8',
  turn: 'M4 12a8 8 0 0 1 14-5.3M20 4v4h-4m4 4a8 8 0 0 1-14 5.3M4 20v-4h4',
  check: 'm5 12 5 5 9-10',
  quote: 'M10 7H6a2 2 0 0 0-2 2v4h5v5l3-3V9a2 2 0 0 0-2-2Zm10 0h-4a2 2 0 0 0-2 2v4h5v5l3-3V9a2 2 0 0 0-2-2Z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
