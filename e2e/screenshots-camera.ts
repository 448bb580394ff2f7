/**
 * Screenshots of "Take a selfie" on the photo step with a fake camera made from the face fixture
 * (fake-camera.ts), in all four languages at phone and desktop size: the guide on a far face (what
 * to fix, checks ticked and not), and the refused camera's message beside the file picker.
 * Run: node e2e/screenshots-camera.ts [locales]  (writes e2e/artifacts/screenshots/camera-*.png).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@skinsight/shared';
import { launchBrowser, VIEWPORTS } from './browser.ts';
import { ASTRONAUT, tempDir, writeFakeCamera } from './fake-camera.ts';
import { ensureWebBuilt, startServer } from './server.ts';

const out = path.join(import.meta.dirname, 'artifacts/screenshots');
fs.mkdirSync(out, { recursive: true });
ensureWebBuilt();
const server = await startServer();
const dir = tempDir();
const file = await writeFakeCamera(dir, 'far', { ...ASTRONAUT, scale: 1.6 });
const camera = await launchBrowser([
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
]);
const refused = await launchBrowser(['--use-fake-device-for-media-stream']);

try {
  for (const locale of process.argv.length > 2 ? LOCALES.filter((l) => process.argv.includes(l)) : LOCALES) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      for (const [name, browser] of [
        ['guide', camera],
        ['refused', refused],
      ] as const) {
        const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
        const page = await context.newPage();
        await page.goto(`/${locale}/questionnaire/photo`);
        // The selfie button sits beside 'Choose a photo' in the drop zone.
        await page.locator('.border-dashed button').nth(1).click();
        if (name === 'guide') {
          await page.locator('[data-check=close][data-met=false]').waitFor({ timeout: 30_000 });
          await page.waitForTimeout(500);
        } else {
          await page.getByTestId('camera-error').waitFor({ timeout: 15_000 });
        }
        await page.screenshot({ path: path.join(out, `camera-${name}-${locale}-${size}.png`), fullPage: true });
        await context.close();
      }
    }
  }
} finally {
  await camera.close();
  await refused.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
