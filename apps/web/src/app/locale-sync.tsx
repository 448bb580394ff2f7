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
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      if (target || ++tries > 20) {
        window.clearInterval(timer);
        target?.scrollIntoView();
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash, key]);
  return null;
}
