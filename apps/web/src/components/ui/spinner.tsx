export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center p-8">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-soft border-t-brand" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
