/**
 * Serves the built single-page app: hashed assets with a long cache, and index.html for every
 * page with the page's language in <html lang> and HTTP 404 for paths that are no page (the app
 * itself renders the 'Oops! Page not found' screen).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { DEFAULT_LOCALE, isKnownPage, splitLocalePrefix } from '@skinsight/shared';

export function webApp(distDir: string): { assets: MiddlewareHandler; page: (c: Context) => Response } {
  let indexHtml: string | null | undefined;
  const readIndex = () => {
    if (indexHtml === undefined) {
      const file = path.join(distDir, 'index.html');
      indexHtml = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    }
    return indexHtml;
  };

  const assets = serveStatic({
    root: path.relative(process.cwd(), distDir) || '.',
    onFound: (filePath, c) => {
      c.header(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });

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

  return { assets, page };
}
