import { use } from 'react';
import type { Locale } from '@skinsight/shared/locales';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export type LocalizedContent<T> = { load: (locale: Locale) => Promise<T> };

/**
 * Page content kept in one file per language (legal texts, the benefits page): each language is
 * its own chunk, loaded once. Pages read it with `useLocalizedContent`, which suspends until it
 * is there, so the pre-renderer waits for it and the HTML carries the full text.
 */
export function localizedContent<T>(loaders: Record<Locale, () => Promise<{ default: T }>>): LocalizedContent<T> {
  const cache = new Map<Locale, Tracked<T>>();
  return {
    load(locale) {
      let promise = cache.get(locale);
      if (!promise) {
        const tracked: Tracked<T> = loaders[locale]().then((m) => m.default);
        tracked.status = 'pending';
        // React's `use` reads these fields: content already here renders without suspending.
        tracked.then(
          (value) => Object.assign(tracked, { status: 'fulfilled', value }),
          (reason: unknown) => {
            Object.assign(tracked, { status: 'rejected', reason });
            cache.delete(locale);
          },
        );
        cache.set(locale, tracked);
        promise = tracked;
      }
      return promise;
    },
  };
}

export function useLocalizedContent<T>(content: LocalizedContent<T>, locale: Locale): T {
  return use(content.load(locale));
}
