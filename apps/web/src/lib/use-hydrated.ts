import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const preRendered = () => false;

/**
 * False in the pre-renderer and in the browser's first render when that render takes the
 * pre-rendered HTML over (React reads the server's value while hydrating), true right after and in
 * every render that does not hydrate. A pre-rendered page shows with it what it is before the app has
 * its data (a loading state), and React renders it again at once without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, preRendered);
}
