/**
 * Screenshots of every page at phone and desktop size in all four languages, for looking at the
 * product the way a person does. Run: ./run screenshots  (writes e2e/artifacts/screenshots/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, PAGES, localizedPath } from '@skinsight/shared';
import { launchBrowser, VIEWPORTS } from './browser.ts';
import { ensureWebBuilt, startServer } from './server.ts';

const only = process.argv.slice(2);
const out = path.join(import.meta.dirname, 'artifacts/screenshots');
fs.mkdirSync(out, { recursive: true });
ensureWebBuilt();
const server = await startServer();
const browser = await launchBrowser();
try {
  const pages = Object.entries(PAGES).filter(([name]) => only.length === 0 || only.includes(name));
  for (const locale of LOCALES) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
      const page = await context.newPage();
      for (const [name, pagePath] of [...pages, ['notFound', '/nope'] as const]) {
        await page.goto(localizedPath(locale, pagePath));
        await page.locator('main h1').first().waitFor();
        await page.screenshot({
          path: path.join(out, `${name}-${locale}-${size}.png`),
          fullPage: size === 'phone' ? false : true,
        });
      }
      await context.close();
    }
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
