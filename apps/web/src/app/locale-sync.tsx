import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { splitLocalePrefix } from '@skinsight/shared/routes';
import { setLocale } from '../lib/i18n.ts';

/**
 * The router's key for the location the app started on (each navigation has a key of its own).
 * Kept outside the component, which is mounted again when the language prefix changes.
 */
let startKey: string | undefined;

/** Keeps the language in step with the URL prefix when the person navigates between prefixes. */
export function LocaleSync() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    const { locale } = splitLocalePrefix(pathname);
    if (locale) void setLocale(locale);
  }, [pathname]);

  // A new page starts at its top; anchor links (/#how-it-works) arrive from other pages: scroll
  // once the section exists. Not on the first page: the browser has placed it already, and the
  // visitor may have scrolled before the app started (a pre-rendered page is read before then).
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    startKey ??= key;
    if (key === startKey && (!id || document.getElementById(id))) return;
    if (!id) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    let tries = 0;
    let stopHolding = () => {};
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      if (target || ++tries > 20) {
        window.clearInterval(timer);
        if (target) stopHolding = holdInView(target);
      }
    }, 50);
    return () => {
      window.clearInterval(timer);
      stopHolding();
    };
  }, [pathname, hash, key]);
  return null;
}

const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to a section and keeps it there while the page above it is still growing (the landing
 * page's lazily rendered sections arrive after the first ones, and each pushes what follows down),
 * for a moment or until the visitor scrolls themselves. Returns what stops it.
 */
function holdInView(target: Element): () => void {
  target.scrollIntoView();
  const observer = new ResizeObserver(() => target.scrollIntoView());
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timeout);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
  };
  const timeout = window.setTimeout(stop, 2000);
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true });
  return stop;
}
