const circle = 'animate-spin rounded-full border-brand-soft border-t-brand';

/**
 * A spinner with its label for screen readers. `inline`: a small one with its label shown, in a
 * line of text, as high as the line: what it stands in for can take its place without moving
 * anything.
 */
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  if (inline) {
    return (
      <span role="status" className="inline-flex items-center gap-2">
        <span className={`size-4 border-2 ${circle}`} aria-hidden="true" />
        {label}
      </span>
    );
  }
  return (
    <div role="status" className="flex items-center justify-center p-8">
      <span className={`size-8 border-4 ${circle}`} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
