/**
 * Serves the built single-page app: files of the build with a long cache for hashed assets,
 * and index.html for every page, with the page's language in <html lang> and HTTP 404 for paths
 * that are no page (the app itself renders the 'Oops! Page not found' screen).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { DEFAULT_LOCALE, isKnownPage, splitLocalePrefix } from '@skinsight/shared';

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
};

export function webApp(distDir: string): { handle: (c: Context) => Promise<Response> } {
  const root = path.resolve(distDir);
  let indexHtml: string | null | undefined;
  const readIndex = () => {
    if (indexHtml === undefined) {
      const file = path.join(root, 'index.html');
      indexHtml = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    }
    return indexHtml;
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
    c.header('Content-Type', type);
    c.header(
      'Cache-Control',
      relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
    return c.body(data);
  };

  const page = (c: Context) => {
    const html = readIndex();
    if (html === null) {
      return c.text('The web app is not built yet: run `./run start` (or `npm run build`).', 503);
    }
    const { locale } = splitLocalePrefix(c.req.path);
    const body = html.replace(/<html lang="[a-z]+"/, `<html lang="${locale ?? DEFAULT_LOCALE}"`);
    c.header('Cache-Control', 'no-cache');
    return c.html(body, isKnownPage(c.req.path) ? 200 : 404);
  };

  return { handle: async (c) => (await file(c)) ?? page(c) };
}
