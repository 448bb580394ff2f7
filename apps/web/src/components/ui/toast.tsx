/**
 * The one toast helper. One toast at a time (a new one replaces the current), 5 s each,
 * swipe to dismiss after 50 px (spec section 9), announced to screen readers.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' };
export type ToastEntry = ToastInput & { id: number };

let current: ToastEntry | null = null;
export const currentToast = (): ToastEntry | null => current;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): void {
  // A new toast replaces the one showing: one at a time (spec section 9).
  current = { ...input, id: nextId++ };
  emit();
}

export function dismiss(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

export const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toasts' code (Radix) loads with the first toast: most visits never show one. */
const ToastView = lazy(() => import('./toast-view.tsx'));

export function Toaster({ closeLabel }: { closeLabel: string }) {
  const entry = useSyncExternalStore(subscribe, currentToast, () => null);
  const [shown, setShown] = useState(false);
  if (entry && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastView closeLabel={closeLabel} />
    </Suspense>
  );
}
