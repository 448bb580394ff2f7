/**
 * Makes the installed app's icons (decision 035) from the brand mark, the logo of the header
 * (app/layout/logo.tsx, public/favicon.svg), with sharp: PNGs for the web app manifest and the
 * iOS home screen, committed in public/icons/. Run again when the logo changes:
 *   ./run icons
 * "any" icons are the round mark on transparency; the "maskable" one fills the square with the
 * brand colour and keeps the mark inside the 80 % safe zone a launcher may crop to a circle.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const BRAND = '#2f6f62';
const CANVAS = '#fbf8f5';
const out = path.resolve(import.meta.dirname, '../public/icons');

/** The mark (circle and smile) in a 32-unit box, scaled by the viewBox. */
const mark = (background: 'circle' | 'square', scale = 1) => {
  const inset = (32 - 32 * scale) / 2;
  const face = `<g transform="translate(${inset} ${inset}) scale(${scale})">${
    background === 'circle' ? `<circle cx="16" cy="16" r="15" fill="${BRAND}"/>` : ''
  }<path d="M10 19c2.5 3 9.5 3 12 0M11.5 13h.01M20.5 13h.01" stroke="${CANVAS}" stroke-width="2.5" stroke-linecap="round" fill="none"/></g>`;
  const square = background === 'square' ? `<rect width="32" height="32" fill="${BRAND}"/>` : '';
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${square}${face}</svg>`);
};

const icons: { file: string; size: number; svg: Buffer; flatten?: string }[] = [
  { file: 'icon-192.png', size: 192, svg: mark('circle') },
  { file: 'icon-512.png', size: 512, svg: mark('circle') },
  { file: 'icon-maskable-512.png', size: 512, svg: mark('square', 0.78) },
  // iOS puts its own rounded mask on an opaque square.
  { file: 'apple-touch-icon.png', size: 180, svg: mark('square', 0.85) },
];

fs.mkdirSync(out, { recursive: true });
for (const icon of icons) {
  await sharp(icon.svg, { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} ${icon.size}x${icon.size}`);
}
