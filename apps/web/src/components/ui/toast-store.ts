/**
 * The toast state: one toast at a time (a new one replaces the current). On its own so that the
 * lazily loaded view (toast-view.tsx) and the helper (toast.tsx) need not import each other.
 */
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
