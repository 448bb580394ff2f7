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

/**
 * Pages of the app, not public (not in the sitemap, not indexed), whose first screen is the same
 * for everyone and needs no data: pre-rendered at build time too, so that it arrives with the HTML
 * and the app hydrates it (issue 22: these pages' largest paint waited for the app, its page code
 * and the session). A page behind a session pre-renders only what it shows before the session is
 * known, never anyone's data. The question page is pre-rendered at its first question (its
 * texts from the questionnaire's content file); the account page its heading and the profile form disabled and
 * empty, the plans page each plan's card with its picture and bars for the rest (prices come from
 * the server), the payment result its thanks, the password pages their forms (the reset form
 * before the link's token is read), the feedback page its heading and the shop's notice, the
 * unsubscribe page its heading and the reminders being stopped (the link's token is read once the
 * app runs), the plan's welcome its benefits.
 */
export const PRERENDERED_APP_PAGES = [
  'question',
  'photo',
  'signup',
  'signin',
  'account',
  'proUpgrade',
  'paymentSuccess',
  'forgotPassword',
  'resetPassword',
  'survey',
  'unsubscribe',
  'subscriptionSuccess',
] as const satisfies readonly PageName[];

/** Every page whose HTML the build writes with its body (the public pages and the app pages above). */
export const PRERENDERED_PAGES: readonly PageName[] = [...PUBLIC_PAGES, ...PRERENDERED_APP_PAGES];

export function isPrerenderedPage(page: PageName | null): boolean {
  return (PRERENDERED_PAGES as readonly (PageName | null)[]).includes(page);
}

/**
 * Pages whose first screen is the signed-in person's own data, rendered by the server for each
 * request (decision 039): the API reads (GET, same origin, the visitor's own cookie) whose answers
 * the first screen is drawn from. The server makes them in-process with the visitor's cookie and
 * sends their answers with the HTML; the app starts from the same answers.
 */
export const FIRST_SCREEN_READS: Partial<Record<PageName, readonly string[]>> = {
  results: ['/api/questionnaires/latest', '/api/recommendations'],
  // Only a signed-in person's cart is on the server; a signed-out visitor's lives in their
  // browser and is drawn there.
  cart: ['/api/cart?lang={locale}'],
  // The order a payment came back with, named by the page's address (?session_id=…).
  paymentSuccess: ['/api/orders/by-reference/{session_id}'],
};

/** A value of the page's query as the page reads it: trimmed, at most 255 characters, null when empty. */
export function pageQueryValue(search: URLSearchParams, name: string): string | null {
  return search.get(name)?.trim().slice(0, 255) || null;
}

/**
 * The reads of `page` (FIRST_SCREEN_READS) for the page in `locale` at an address with the query
 * `search`: `{locale}` is the page's language, any other `{name}` the query's value of that name
 * (pageQueryValue). Undefined when the page has no reads, or its address lacks a value they need.
 */
export function firstScreenReads(
  page: PageName | null,
  locale: Locale,
  search: URLSearchParams = new URLSearchParams(),
): string[] | undefined {
  const reads = page ? FIRST_SCREEN_READS[page] : undefined;
  if (!reads) return undefined;
  const filled: string[] = [];
  for (const path of reads) {
    let complete = true;
    filled.push(
      path.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (name === 'locale') return locale;
        const value = pageQueryValue(search, name);
        if (value === null) complete = false;
        return encodeURIComponent(value ?? '');
      }),
    );
    if (!complete) return undefined;
  }
  return filled;
}

/**
 * Pages whose reads the shell also asks for from its head (issue 22), for the visitor the server
 * did not draw the page for: only pages that need a session, whose reads answer for every visitor
 * who may see them. The cart's would be a 401 for every signed-out visitor.
 */
export const PRELOADED_READS_PAGES: readonly PageName[] = ['results'];

/** The element that carries the first screen's reads, as JSON (not executed: the CSP allows no inline script). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** What the server sends with a page rendered for the person: the session and each read's answer. */
export type FirstScreenData = {
  session: unknown;
  reads: Record<string, unknown>;
};

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
