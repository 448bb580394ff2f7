import { useEffect } from 'react';

/**
 * Calls `restored` when the browser shows this page again from its back-forward cache (the
 * person pressed Back on the payment page): a button left 'Processing...' must work again.
 */
export function usePageRestored(restored: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) restored();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [restored]);
}
