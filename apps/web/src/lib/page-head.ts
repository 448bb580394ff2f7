/**
 * What the document head says about a page: its title and description in the page's language,
 * and for public pages the canonical URL and the same page in every language (hreflang). The
 * pre-renderer writes it into the HTML; in the browser `usePageHead` keeps it current.
 */
import type { TFunction } from 'i18next';
import { PAGES, localizedPath, type PageName } from '@skinsight/shared/routes';
import { PAGE_ALIASES, alternatePaths, isPublicPage, pageOf, type Alternate } from '@skinsight/shared/seo';

export const SITE_NAME = 'Skinsight';

export type PageHead = {
  title: string;
  description: string;
  /** Public pages only: where search engines should index this page (a path; the origin is added where it is known). */
  canonical: string | null;
  alternates: Alternate[];
  /** Pages of one person (results, account) and the 404 page stay out of search results. */
  indexable: boolean;
};

/** The page whose title and description a path shows (an alias shows its target's). */
export function metaPageOf(pathname: string): PageName | null {
  const { page } = pageOf(pathname);
  return page ? (PAGE_ALIASES[page] ?? page) : null;
}

export function pageHead(pathname: string, t: TFunction, titleOverride?: string): PageHead {
  const { locale } = pageOf(pathname);
  const page = metaPageOf(pathname);
  if (!page) {
    return {
      title: `${titleOverride ?? t('site.notFound.title')} · ${SITE_NAME}`,
      description: t('site.notFound.description'),
      canonical: null,
      alternates: [],
      indexable: false,
    };
  }
  const title = titleOverride ?? t(`site.pages.${page}.title`);
  const isPublic = isPublicPage(page);
  return {
    // The landing page's title carries the name itself.
    title: page === 'home' && !titleOverride ? title : `${title} · ${SITE_NAME}`,
    description: t(`site.pages.${page}.description`),
    canonical: isPublic ? localizedPath(locale, PAGES[page]) : null,
    alternates: isPublic ? alternatePaths(page) : [],
    indexable: isPublic,
  };
}

/**
 * The head's tags beside <title>, as HTML: the pre-renderer writes them, and the browser replaces
 * them (all marked data-page-head) on each navigation. `origin` may be a placeholder the server
 * fills in with its public base URL: hreflang needs absolute URLs, and the build knows no host.
 */
export function pageHeadTags(head: PageHead, origin: string, locale: string): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:locale" content="${locale}">`,
  ];
  if (!head.indexable) tags.push('<meta name="robots" content="noindex">');
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${origin}${head.canonical}">`);
    tags.push(`<meta property="og:url" content="${origin}${head.canonical}">`);
  }
  for (const alternate of head.alternates) {
    tags.push(`<link rel="alternate" hreflang="${alternate.hreflang}" href="${origin}${alternate.path}">`);
  }
  return tags.map((tag) => tag.replace(/>$/, ' data-page-head>')).join('\n    ');
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
