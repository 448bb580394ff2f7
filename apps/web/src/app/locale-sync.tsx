import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { splitLocalePrefix } from '@skinsight/shared/routes';
import { setLocale } from '../lib/i18n.ts';

/** Keeps the language in step with the URL prefix when the person navigates between prefixes. */
export function LocaleSync() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const { locale } = splitLocalePrefix(pathname);
    if (locale) void setLocale(locale);
  }, [pathname]);

  // Anchor links (/#how-it-works) arrive from other pages: scroll once the section exists.
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      if (target || ++tries > 20) {
        window.clearInterval(timer);
        target?.scrollIntoView();
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);
  return null;
}
