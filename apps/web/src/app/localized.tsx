/**
 * Links that keep the language prefix of the current URL: on /de/... every internal link stays
 * German and shareable; without a prefix, links stay unprefixed and the stored language applies.
 */
import { forwardRef, useCallback } from 'react';
import { Link, useLocation, type LinkProps } from 'react-router';
import { localizedPath, splitLocalePrefix } from '@skinsight/shared/routes';
import { type Locale } from '@skinsight/shared/locales';

export function useLocalePrefix(): Locale | null {
  return splitLocalePrefix(useLocation().pathname).locale;
}

export function useLocalizedPath(): (path: string) => string {
  const prefix = useLocalePrefix();
  return useCallback(
    (path: string) => {
      const [pathname = '/', hash] = path.split('#');
      const localized = localizedPath(prefix, pathname);
      return hash ? `${localized}#${hash}` : localized;
    },
    [prefix],
  );
}

export const LocalizedLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocalizedLink(
  { to, ...props },
  ref,
) {
  const localize = useLocalizedPath();
  return <Link ref={ref} to={localize(to)} {...props} />;
});
