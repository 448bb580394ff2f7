/**
 * Writes the service worker of this build, dist/sw.js (decision 035), after the pre-renderer.
 * It keeps, in a cache named for this build, what the pages that need no data need offline: the
 * public pre-rendered pages in each language and the scripts, styles and pictures they load (read
 * from Vite's manifest). It never keeps an API answer (personal data) or a photo: /api/* is not
 * even looked at. A new build has a new version, so the browser installs the new worker, which
 * deletes the old cache when it takes over.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@skinsight/shared/locales';
import { localizedPath, PAGES } from '@skinsight/shared/routes';
import { PUBLIC_PAGES } from '@skinsight/shared/seo';

const dist = path.resolve(import.meta.dirname, '../dist');
type Chunk = { file: string; src?: string; imports?: string[]; css?: string[]; assets?: string[] };
const manifestText = fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8');
const manifest = JSON.parse(manifestText) as Record<string, Chunk>;

/** What the public pages run: the entry, their own code, the strings and texts of every language. */
const wanted = (key: string) =>
  key === 'index.html' ||
  key.startsWith('virtual:locale-') ||
  key.startsWith('src/locales/') ||
  key === 'src/lib/query-client.tsx' ||
  /^src\/features\/(landing|benefits|legal|contact)\/[^/]+\.tsx$/.test(key);

const files = new Set<string>();
const add = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || files.has(`/${chunk.file}`)) return;
  files.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) files.add(`/${css}`);
  for (const asset of chunk.assets ?? []) files.add(`/${asset}`);
  for (const imported of chunk.imports ?? []) add(imported);
};
for (const key of Object.keys(manifest)) if (wanted(key)) add(key);

const pages = LOCALES.flatMap((locale) => PUBLIC_PAGES.map((page) => localizedPath(locale, PAGES[page])));
const icons = ['/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];
const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[1];
if (!stylesheet) throw new Error('index.html links no stylesheet');

/** The offline page for anything not kept, in each language (no inline script or style: the CSP). */
const OFFLINE: Record<string, { title: string; text: string; home: string }> = {
  en: {
    title: 'You are offline',
    text: 'This page needs a connection. The pages about Skinsight can still be read offline.',
    home: 'Go to the home page',
  },
  de: {
    title: 'Du bist offline',
    text: 'Diese Seite braucht eine Verbindung. Die Seiten über Skinsight kannst du auch offline lesen.',
    home: 'Zur Startseite',
  },
  fr: {
    title: 'Tu es hors ligne',
    text: 'Cette page a besoin d’une connexion. Les pages de présentation de Skinsight restent lisibles hors ligne.',
    home: 'Aller à la page d’accueil',
  },
  es: {
    title: 'Estás sin conexión',
    text: 'Esta página necesita conexión. Las páginas sobre Skinsight se pueden leer también sin conexión.',
    home: 'Ir a la página de inicio',
  },
};

const precache = [...pages, ...icons, ...[...files].sort()];
const version = createHash('sha256').update(manifestText).update(JSON.stringify(precache)).digest('hex').slice(0, 16);

const worker = `/* Skinsight service worker, build ${version} (apps/web/scripts/service-worker.ts, decision 035). */
const VERSION = ${JSON.stringify(version)};
const CACHE = 'skinsight-' + VERSION;
const PRECACHE = ${JSON.stringify(precache)};
const LOCALES = ${JSON.stringify(LOCALES)};
const STYLESHEET = ${JSON.stringify(stylesheet)};
const OFFLINE = ${JSON.stringify(OFFLINE)};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('skinsight-') && n !== CACHE).map((n) => caches.delete(n)));
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Only our own files; never the API (personal data, photos), never another site.
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/dev/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event, url));
  } else if (PRECACHE.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((hit) => hit || fetch(request)));
  }
});

/** Pages come from the network (always the newest); offline, the kept copy or the offline page. */
async function navigate(event, url) {
  try {
    return (await event.preloadResponse) || (await fetch(event.request));
  } catch (error) {
    const locale = localeOf(url.pathname);
    const rest = url.pathname.replace(/^\\/(en|de|fr|es)(?=\\/|$)/, '').replace(/\\/$/, '');
    const kept = await caches.match(rest ? '/' + locale + rest : '/' + locale, { cacheName: CACHE });
    return kept || offlinePage(locale);
  }
}

function localeOf(pathname) {
  const prefix = /^\\/(en|de|fr|es)(\\/|$)/.exec(pathname);
  if (prefix) return prefix[1];
  const preferred = (self.navigator.languages || []).map((l) => l.slice(0, 2).toLowerCase());
  return preferred.find((l) => LOCALES.includes(l)) || 'en';
}

function offlinePage(locale) {
  const t = OFFLINE[locale];
  const html =
    '<!doctype html><html lang="' + locale + '"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#2f6f62">' +
    '<title>' + t.title + ' · Skinsight</title><link rel="stylesheet" href="' + STYLESHEET + '"></head>' +
    '<body><main class="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">' +
    '<h1 class="font-display text-3xl font-semibold">' + t.title + '</h1><p class="text-muted">' + t.text + '</p>' +
    '<p><a class="font-semibold text-brand underline" href="/' + locale + '">' + t.home + '</a></p></main></body></html>';
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
`;

fs.writeFileSync(path.join(dist, 'sw.js'), worker);
console.log(`service worker ${version}: ${precache.length} files kept for offline use`);
