/**
 * The one toast helper. One toast at a time (a new one replaces the current), 5 s each,
 * swipe to dismiss after 50 px (spec section 9), announced to screen readers.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { currentToast, subscribe } from './toast-store.ts';

export { currentToast, dismiss, subscribe, toast, type ToastEntry, type ToastInput } from './toast-store.ts';

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
