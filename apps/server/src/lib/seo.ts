/**
 * What search engines read: `GET /sitemap.xml` lists every public page in every language with
 * its alternates (hreflang), `GET /robots.txt` keeps crawlers out of the API and of the pages
 * that belong to one person or one flow. Absolute URLs use the configured public base URL.
 */
import { Hono } from 'hono';
import { LOCALES, PAGES, type PageName } from '@skinsight/shared';
import { alternatePaths, isPublicPage, PAGE_ALIASES, PUBLIC_PAGES } from '@skinsight/shared/seo';
import type { AppEnv } from '../app-env.ts';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function sitemapXml(baseUrl: string): string {
  const origin = baseUrl.replace(/\/$/, '');
  const urls: string[] = [];
  for (const page of PUBLIC_PAGES) {
    const alternates = alternatePaths(page);
    const links = alternates
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(origin + a.path)}"/>`)
      .join('\n');
    // Each language's URL and the unprefixed one are entries of their own, each naming all the others.
    for (const { path } of alternates) {
      urls.push(`  <url>\n    <loc>${escapeXml(origin + path)}</loc>\n${links}\n  </url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The paths crawlers stay out of: a page's own path, or its whole section for nested ones (/checkout/). */
export function disallowedPaths(): string[] {
  const paths = new Set<string>(['/api/', '/dev/']);
  for (const [name, path] of Object.entries(PAGES) as [PageName, string][]) {
    if (isPublicPage(name) || PAGE_ALIASES[name]) continue;
    const segments = path.split('/');
    const section = segments.length > 2 ? `/${segments[1]}/` : path;
    paths.add(section);
    for (const locale of LOCALES) paths.add(`/${locale}${section}`);
  }
  return [...paths];
}

export function robotsTxt(baseUrl: string): string {
  const origin = baseUrl.replace(/\/$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(sitemapXml(c.var.deps.config.baseUrl));
  })
  .get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(c.var.deps.config.baseUrl));
  });
