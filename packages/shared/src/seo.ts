/**
 * Which pages are public (pre-rendered, in the sitemap, indexable) and how each page's URL in
 * one language points to its others (hreflang). The web app's pre-renderer, its document head
 * and the server's sitemap and robots.txt all read this one list.
 */
import { LOCALES, type Locale } from './locales.ts';
import { localizedPath, PAGES, splitLocalePrefix, type PageName } from './routes.ts';

/** Pages for everyone, with the same content for every visitor: pre-rendered at build time. */
export const PUBLIC_PAGES = [
  'home',
  'benefits',
  'privacyPolicy',
  'termsOfService',
  'contact',
] as const satisfies readonly PageName[];
export type PublicPage = (typeof PUBLIC_PAGES)[number];

export function isPublicPage(page: PageName | null): page is PublicPage {
  return (PUBLIC_PAGES as readonly (PageName | null)[]).includes(page);
}

/** Old or short paths that are the same page as another (the signup page links /terms and /privacy). */
export const PAGE_ALIASES: Partial<Record<PageName, PageName>> = {
  privacyAlias: 'privacyPolicy',
  termsAlias: 'termsOfService',
};

const pageByPath = new Map<string, PageName>(Object.entries(PAGES).map(([name, path]) => [path, name as PageName]));

/** The page a path names, with its language prefix; a trailing slash is tolerated. */
export function pageOf(pathname: string): { locale: Locale | null; page: PageName | null } {
  const { locale, path } = splitLocalePrefix(pathname);
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return { locale, page: pageByPath.get(trimmed) ?? null };
}

export type Alternate = { hreflang: Locale | 'x-default'; path: string };

/** The page in each language, and the unprefixed URL as x-default (its language is the visitor's). */
export function alternatePaths(page: PageName): Alternate[] {
  const path = PAGES[page];
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, path: localizedPath(locale, path) })),
    { hreflang: 'x-default', path },
  ];
}

/** Replaced by the server with its public base URL (BASE_URL): the build does not know the host. */
export const ORIGIN_PLACEHOLDER = '%SKINSIGHT_ORIGIN%';
export const NOT_FOUND_PAGE = 'notFound';

/**
 * Where the build writes a page's HTML in the web app's dist folder and the server finds it:
 * one file for each /<locale>/... URL, and one per language for the unprefixed URL, whose links
 * stay unprefixed.
 */
export function prerenderedFile(page: PageName | typeof NOT_FOUND_PAGE, locale: Locale, prefixed: boolean): string {
  return prefixed ? `prerender/${locale}/${page}.html` : `prerender/unprefixed/${locale}/${page}.html`;
}
