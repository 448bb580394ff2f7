/**
 * Serves the built web app. Public pages and the 404 page come pre-rendered in the language of
 * their URL (decision 011): the prefix decides, and on an unprefixed URL the visitor's stored
 * choice, which the browser mirrors in the `language` cookie; other pages get the app shell with
 * their own title. Unknown paths answer 404, aliases (/terms) redirect. Hashed assets are cached
 * for a year; every text response goes out compressed (brotli or gzip, precompressed by the build
 * for static files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LOCALE, isLocale, localizedPath, PAGES, type Locale } from '@skinsight/shared';
import {
  FIRST_SCREEN_DATA_ID,
  firstScreenReads,
  NOT_FOUND_PAGE,
  ORIGIN_PLACEHOLDER,
  PAGE_ALIASES,
  pageOf,
  prerenderedFile,
  type FirstScreenData,
} from '@skinsight/shared/seo';
import { bootScriptTag, ENTRY_SCRIPT_TAG, MODULE_PRELOAD_TAG } from '@skinsight/shared/boot-script';
import type { Logger } from './logger.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  // The live camera guide's face model weights and WASM runtime (decision 033).
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

/** The service worker the build writes (apps/web/scripts/service-worker.ts). */
export const SERVICE_WORKER = '/sw.js';

/** Content types worth compressing (images other than SVG and fonts are compressed already). */
export const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/;

/** The cookie the web app writes beside local storage when the language is chosen (lib/i18n.ts). */
export const LANGUAGE_COOKIE = 'language';

type Encoding = 'br' | 'gzip';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The best encoding the client accepts: brotli, then gzip (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compressed as small as the formats allow for what is compressed once and kept (pages as built);
 * `perRequest` for what is made for one response (a page drawn for its visitor): brotli's top
 * quality costs about 100 ms of CPU on a 120 KB page, quality 5 a few milliseconds for a few
 * per cent more bytes.
 */
export async function compress(data: Buffer | string, encoding: Encoding, perRequest = false): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: perRequest ? 5 : 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzip(data, { level: perRequest ? 6 : 9 });
}

type PageFile = {
  mtimeMs: number;
  body: Buffer;
  etag: string;
  csp: string;
  encoded: Map<Encoding, Promise<Buffer>>;
  /** The page as a shell for pages drawn for their visitor, made on first use (`personalShell`). */
  personal?: { before: string; after: string } | null;
};

/** The texts of a page's inline `<style>` elements (the pre-renderer inlines the stylesheet). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
}

/**
 * The session and the API answers a page's first screen is drawn from, read for the visitor of
 * `c` with their own cookie (app.ts makes the reads in-process); null when nobody is signed in or
 * a read did not succeed.
 */
export type FirstScreenReader = (c: Context, reads: readonly string[]) => Promise<FirstScreenData | null>;

/** The SSR build's renderer (apps/web/src/entry-server.tsx), as the server calls it. */
type PersonalRenderer = {
  /** The root element's HTML, and the answers as the app's schemas gave them (the page carries these). */
  renderForPerson(
    url: string,
    locale: Locale,
    data: FirstScreenData,
  ): Promise<{ html: string; data: FirstScreenData } | null>;
};

/** The cookie of a session (better-auth's name, `__Secure-` over HTTPS): without it nobody is signed in. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?[\w-]+\.session_token=/;

/**
 * A shell made ready for pages drawn for their visitor, around its root element: painted from the
 * HTML alone, as a pre-rendered page is (decision 011), so the app's code is asked for by the boot
 * script once the first paint has been shown, not from the head, where it would compete with the
 * page on a slow connection; and without the shell's requests for the answers the page carries.
 * Null for a shell without an entry script or an empty root.
 */
function personalShell(html: string): { before: string; after: string } | null {
  // A page pre-rendered with its body (apps/web/scripts/prerender.ts) has its boot script right
  // after the root already: the root's content is what is drawn anew.
  const drawnRoot = /<div id="root" data-prerendered="[a-z]+">/.exec(html);
  if (drawnRoot) {
    const boot = html.indexOf('<script data-entry=');
    const end = boot < 0 ? -1 : html.lastIndexOf('</div>', boot);
    if (end < drawnRoot.index) return null;
    return { before: html.slice(0, drawnRoot.index), after: html.slice(end + '</div>'.length) };
  }
  const entry = ENTRY_SCRIPT_TAG.exec(html)?.[1];
  const root = '<div id="root"></div>';
  if (!entry || !html.includes(root)) return null;
  const preloads = [...html.matchAll(MODULE_PRELOAD_TAG)].map((m) => m[1]!);
  const shell = html
    .replace(ENTRY_SCRIPT_TAG, '')
    .replace(MODULE_PRELOAD_TAG, '')
    .replace(/\s*<link rel="preload" as="fetch" crossorigin href="\/api\/[^"]*">/g, '')
    .replace('</body>', () => `  ${bootScriptTag(entry, preloads)}\n  </body>`);
  const at = shell.indexOf(root);
  return { before: shell.slice(0, at), after: shell.slice(at + root.length) };
}

/** JSON inside `<script type="application/json">`: no `<` may end the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function webApp(
  distDir: string,
  options: { baseUrl: string; readFirstScreen?: FirstScreenReader; logger?: Logger },
): { handle: (c: Context) => Promise<Response> } {
  const root = path.resolve(distDir);
  const origin = options.baseUrl.replace(/\/$/, '');
  const logger = options.logger;
  // The SSR build sits beside the client's (apps/web/package.json's build); without it (a test's
  // build, a build step skipped), every page is served as built.
  const rendererFile = path.join(path.dirname(root), 'dist-ssr', 'entry-server.js');
  let renderer: Promise<PersonalRenderer | null> | null = null;
  const loadRenderer = () =>
    (renderer ??= fs.promises
      .access(rendererFile)
      .then(() => import(pathToFileURL(rendererFile).href) as Promise<PersonalRenderer>)
      .catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
          logger?.error({ err: error }, 'web app: the server renderer did not load');
        return null;
      }));
  // Pages are read and compressed once per build (a rebuild changes the file's mtime).
  const pages = new Map<string, PageFile>();

  const readPage = async (relative: string): Promise<PageFile | null> => {
    const file = path.join(root, relative);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat) return null;
    const cached = pages.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached;
    const html = (await fs.promises.readFile(file, 'utf8')).replaceAll(ORIGIN_PLACEHOLDER, origin);
    const body = Buffer.from(html);
    const etag = `W/"${stat.size.toString(36)}-${Math.round(stat.mtimeMs).toString(36)}"`;
    // The page's own policy allows its inline stylesheet by hash, and nothing else inline.
    const csp = contentSecurityPolicy(inlineStyles(html));
    const entry: PageFile = { mtimeMs: stat.mtimeMs, body, etag, csp, encoded: new Map() };
    pages.set(file, entry);
    return entry;
  };

  const send = async (c: Context, data: Buffer, type: string, encoding: Encoding | null, precompressed?: Buffer) => {
    c.header('Content-Type', type);
    if (!COMPRESSIBLE.test(type)) return c.body(new Uint8Array(data));
    c.header('Vary', 'Accept-Encoding', { append: true });
    if (!encoding || data.length < 1024) return c.body(new Uint8Array(data));
    c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(precompressed ?? (await compress(data, encoding))));
  };

  const file = async (c: Context): Promise<Response | null> => {
    const ext = path.extname(c.req.path);
    const type = CONTENT_TYPES[ext];
    if (!type) return null;
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path);
    } catch {
      return null;
    }
    const target = path.resolve(root, `.${relative}`);
    if (!target.startsWith(root + path.sep)) return null;
    const data = await fs.promises.readFile(target).catch(() => null);
    if (!data) return null;
    c.header(
      'Cache-Control',
      relative.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : // The service worker names this build's files: a new deploy must replace it at once (decision 035).
          relative === SERVICE_WORKER
          ? 'no-cache'
          : 'public, max-age=3600',
    );
    const encoding = COMPRESSIBLE.test(type) ? acceptedEncoding(c.req.header('accept-encoding')) : null;
    // The build leaves x.js.br and x.js.gz beside x.js (apps/web/scripts/precompress.ts).
    const precompressed = encoding
      ? await fs.promises.readFile(`${target}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => undefined)
      : undefined;
    return send(c, data, type, encoding, precompressed);
  };

  const page = async (c: Context): Promise<Response> => {
    const { locale: prefix, page: name } = pageOf(c.req.path);
    const alias = name ? PAGE_ALIASES[name] : undefined;
    if (alias) {
      const query = new URL(c.req.url).search;
      return c.redirect(`${localizedPath(prefix, PAGES[alias])}${query}`, 301);
    }
    // Unprefixed URLs are read in the visitor's stored language (decision 011).
    const cookie = prefix ? undefined : getCookie(c, LANGUAGE_COOKIE);
    const locale: Locale = prefix ?? (isLocale(cookie) ? cookie : DEFAULT_LOCALE);
    const status = name ? 200 : 404;
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Language', locale);
    if (!prefix) c.header('Vary', 'Cookie', { append: true });
    c.status(status);
    const encoding = acceptedEncoding(c.req.header('accept-encoding'));

    const prerendered = await readPage(prerenderedFile(name ?? NOT_FOUND_PAGE, locale, prefix !== null));
    const search = new URL(c.req.url).search;
    const reads = firstScreenReads(name, locale, new URLSearchParams(search));
    if (prerendered && reads && options.readFirstScreen && SESSION_COOKIE.test(c.req.header('cookie') ?? '')) {
      const personal = await personalPage(c, prerendered, reads, locale, search);
      if (personal) {
        // The person's own data: never kept by a cache, never answered from an ETag.
        c.header('Cache-Control', 'private, no-store');
        c.header('Vary', 'Cookie', { append: true });
        c.header('Content-Security-Policy', prerendered.csp);
        const body = Buffer.from(personal);
        return send(
          c,
          body,
          'text/html; charset=utf-8',
          encoding,
          encoding ? await compress(body, encoding, true) : undefined,
        );
      }
    }
    if (!prerendered) {
      // A build without pre-rendered pages (or a test's): the shell, in the page's language.
      const shell = await readPage('index.html');
      if (!shell) return c.text('The web app is not built yet: run `./run start` (or `npm run build`).', 503);
      const html = shell.body.toString('utf8').replace(/<html lang="[a-z]+"/, `<html lang="${locale}"`);
      c.header('Content-Security-Policy', shell.csp);
      return send(c, Buffer.from(html), 'text/html; charset=utf-8', encoding);
    }
    c.header('Content-Security-Policy', prerendered.csp);
    c.header('ETag', prerendered.etag);
    if (status === 200 && c.req.header('if-none-match') === prerendered.etag) return c.body(null, 304);
    let encoded: Promise<Buffer> | undefined;
    if (encoding) {
      encoded = prerendered.encoded.get(encoding);
      if (!encoded) {
        encoded = compress(prerendered.body, encoding);
        prerendered.encoded.set(encoding, encoded);
      }
    }
    return send(c, prerendered.body, 'text/html; charset=utf-8', encoding, await encoded);
  };

  /**
   * The page's shell with its first screen drawn for the signed-in visitor, and the answers it was
   * drawn from beside it for the app to start from (decision 039); null (the shell as built) when
   * nobody is signed in, a read failed, or the render did.
   */
  const personalPage = async (
    c: Context,
    shell: PageFile,
    reads: readonly string[],
    locale: Locale,
    search: string,
  ): Promise<string | null> => {
    const started = performance.now();
    const [data, render] = await Promise.all([options.readFirstScreen!(c, reads), loadRenderer()]);
    if (!data || !render) return null;
    const read = performance.now();
    let drawn: { html: string; data: FirstScreenData } | null;
    try {
      drawn = await render.renderForPerson(c.req.path + search, locale, data);
      // What the page cost the server, for the browser's timing panel and the benchmarks.
      c.header(
        'Server-Timing',
        `reads;dur=${(read - started).toFixed(1)}, render;dur=${(performance.now() - read).toFixed(1)}`,
      );
    } catch (error) {
      logger?.error({ err: error, path: c.req.path }, 'web app: rendering a page for its visitor failed');
      return null;
    }
    if (drawn === null) return null;
    const { html } = drawn;
    // The CSP blocks style attributes in markup (decision 017): a page with one would show broken.
    if (/<[a-zA-Z][^>]*\sstyle="/.test(html)) {
      logger?.error({ path: c.req.path }, 'web app: a page rendered for its visitor has a style attribute');
      return null;
    }
    if (shell.personal === undefined) shell.personal = personalShell(shell.body.toString('utf8'));
    if (!shell.personal) return null;
    return (
      `${shell.personal.before}<div id="root" data-prerendered="${locale}">${html}</div>` +
      `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(drawn.data)}</script>${shell.personal.after}`
    );
  };

  return { handle: async (c) => (await file(c)) ?? page(c) };
}
