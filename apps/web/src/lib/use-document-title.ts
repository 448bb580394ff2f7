/**
 * The document head in the browser. Each page's title and description come from its route
 * (lib/page-head.ts, the same words the pre-rendered HTML carries); a page may name itself more
 * precisely with `useDocumentTitle` (a questionnaire section, a legal document's own title).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageHead, pageHeadTags } from './page-head.ts';

let titleOverride: string | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setOverride = (title: string | undefined) => {
  titleOverride = title;
  listeners.forEach((l) => l());
};

/** Names the page in the tab: 'Title · Skinsight'. Without a title the route's own applies. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    if (title === undefined) return;
    setOverride(title);
    return () => {
      if (titleOverride === title) setOverride(undefined);
    };
  }, [title]);
}

/**
 * The origin for canonical and hreflang URLs: the one the server wrote into the first page (its
 * public base URL), else this page's own.
 */
let origin: string | undefined;
function siteOrigin(): string {
  if (origin === undefined) {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    origin = canonical ? new URL(canonical.href).origin : window.location.origin;
  }
  return origin;
}

/** Keeps title, description, canonical and hreflang links in step with the route and the language. */
export function usePageHead(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const override = useSyncExternalStore(
    subscribe,
    () => titleOverride,
    () => undefined,
  );
  useEffect(() => {
    const head = pageHead(pathname, t, override);
    const tags = pageHeadTags(head, siteOrigin(), i18n.language);
    document.title = head.title;
    for (const element of document.head.querySelectorAll('[data-page-head]')) element.remove();
    document.head.insertAdjacentHTML('beforeend', tags);
  }, [pathname, t, i18n.language, override]);
}
