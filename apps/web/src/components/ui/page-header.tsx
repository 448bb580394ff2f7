import type { ReactNode } from 'react';

/** The heading block every page starts with. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mx-auto max-w-3xl px-4 pb-6 pt-12 text-center sm:pt-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {description && <p className="mt-4 text-lg text-muted">{description}</p>}
      {children}
    </header>
  );
}
