/**
 * Test photos: the fixtures in ./fixtures (provenance in ./fixtures/README.md) and variants made
 * from them with sharp, so that each test says exactly what it changed.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import type { SkinRegionId, VisionRegion } from '../src/index.ts';
import { HAEMOGLOBIN_DENSITY, SRGB_TO_LINEAR } from '../src/colour.ts';

export type FixtureName = 'astronaut.png' | 'cat-no-face.png' | 'coffee-no-face.png';

export function readFixture(name: FixtureName): Buffer {
  return fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

type Polygon = readonly (readonly [number, number])[];

function polygonOf(regions: readonly VisionRegion[], id: SkinRegionId): Polygon {
  const region = regions.find((r) => r.id === id);
  if (!region) throw new Error(`no region ${id}`);
  return region.polygon;
}

function centroid(polygon: Polygon): [number, number] {
  const x = polygon.reduce((sum, p) => sum + p[0], 0) / polygon.length;
  const y = polygon.reduce((sum, p) => sum + p[1], 0) / polygon.length;
  return [x, y];
}

async function overlay(photo: Buffer, body: string, blend: 'over' | 'multiply' = 'over'): Promise<Buffer> {
  const { width, height } = await sharp(photo).metadata();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><filter id="soft"><feGaussianBlur stdDeviation="1"/></filter></defs>${body}</svg>`;
  return sharp(photo)
    .composite([{ input: Buffer.from(svg), blend }])
    .png()
    .toBuffer();
}

/** The photo's sRGB pixels (three channels, as shown: turned by its orientation tag). */
function uprightPixels(photo: Buffer) {
  return sharp(photo).rotate().removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
}

/**
 * The photo with each channel of linear light multiplied by `transmission(channel, share)`, where
 * `share` (0-1) is how much of the drawn white `body` (SVG, softened by the `soft` filter) covers
 * the pixel: something in or on the skin that takes a share of the light, as blood or a fold's
 * shadow does, rather than a colour painted over it.
 */
async function absorbInLinearLight(
  photo: Buffer,
  body: string,
  transmission: (channel: number, share: number) => number,
): Promise<Buffer> {
  const { data, info } = await uprightPixels(photo);
  const { width, height } = info;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><filter id="soft"><feGaussianBlur stdDeviation="1"/></filter></defs><rect width="${width}" height="${height}" fill="#000"/>${body}</svg>`;
  const cover = await sharp(Buffer.from(svg)).removeAlpha().greyscale().raw().toBuffer();
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < width * height; i++) {
    const share = cover[i]! / 255;
    for (let c = 0; c < 3; c++) {
      const linear = SRGB_TO_LINEAR[data[3 * i + c]!]! * (share === 0 ? 1 : transmission(c, share));
      out[3 * i + c] = Math.max(0, Math.min(255, Math.round(LINEAR_TO_SRGB(linear))));
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * A flush over the given regions, as more blood in the skin makes one: each channel of linear
 * light darkened by haemoglobin's optical density (`HAEMOGLOBIN_DENSITY`), `density` in green,
 * soft-edged. Red barely changes. (A red wash mixed into the skin, as drawn before, lightened the
 * red of darker skin, which no flush does: decision 052.)
 */
export function flushRegions(
  photo: Buffer,
  regions: readonly VisionRegion[],
  ids: readonly SkinRegionId[],
  density: number,
): Promise<Buffer> {
  const shapes = ids.map((id) => {
    const points = polygonOf(regions, id)
      .map(([x, y]) => `${x},${y}`)
      .join(' ');
    return `<polygon points="${points}" fill="#fff" filter="url(#soft)"/>`;
  });
  return absorbInLinearLight(photo, shapes.join(''), (c, share) => 10 ** (-density * HAEMOGLOBIN_DENSITY[c]! * share));
}

/** Each region's centre, and the points halfway from it to every other vertex of the region's outline. */
function pointsAcross(regions: readonly VisionRegion[], ids: readonly SkinRegionId[]): [number, number][] {
  return ids.flatMap((id) => {
    const polygon = polygonOf(regions, id);
    const [cx, cy] = centroid(polygon);
    return [
      [cx, cy] as [number, number],
      ...polygon
        .filter((_, k) => k % 2 === 0)
        .map(([x, y]): [number, number] => [cx + (x - cx) / 2, cy + (y - cy) / 2]),
    ];
  });
}

/**
 * Brown spots across the regions (`pointsAcross`): the person's own skin darkened as more melanin
 * darkens it, each channel multiplied (red 0.72, green 0.64, blue 0.58), so that a spot is as much
 * darker than the skin around it on dark skin as on light skin. (A spot of one fixed colour, as
 * drawn before, was 30 L* darker than light skin and no darker than dark skin.)
 */
export function addDarkSpots(
  photo: Buffer,
  regions: readonly VisionRegion[],
  ids: readonly SkinRegionId[],
  radius: number,
): Promise<Buffer> {
  const spots = pointsAcross(regions, ids).map(
    ([x, y]) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="rgb(184,163,148)"/>`,
  );
  return overlay(photo, spots.join(''), 'multiply');
}

/**
 * Glints of a lamp on oily skin across the regions (`pointsAcross`): soft-edged white highlights
 * mixed 70 % into the skin, as a specular reflection adds white light to it.
 */
export function addGlints(
  photo: Buffer,
  regions: readonly VisionRegion[],
  ids: readonly SkinRegionId[],
  radius: number,
): Promise<Buffer> {
  const glints = pointsAcross(regions, ids).map(
    ([x, y]) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="#fff" fill-opacity="0.7" filter="url(#soft)"/>`,
  );
  return overlay(photo, glints.join(''));
}

/** Darkens the left part of the picture, fading out towards the middle: light from one side. */
export function sideLight(photo: Buffer, width: number, height: number, shadow = 0.7): Promise<Buffer> {
  const gradient = `<linearGradient id="side"><stop offset="0.3" stop-color="#000" stop-opacity="${shadow}"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient>`;
  return overlay(photo, `<defs>${gradient}</defs><rect width="${width}" height="${height}" fill="url(#side)"/>`);
}

/** Two copies of the photo side by side on a grey canvas. */
export async function twoPeople(photo: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  return sharp({ create: { width: width * 2, height, channels: 3, background: '#808080' } })
    .composite([
      { input: photo, left: 0, top: 0 },
      { input: photo, left: width, top: 0 },
    ])
    .png()
    .toBuffer();
}

/** The photo shrunk and placed in a corner of a larger grey canvas: a face far from the camera. */
export async function farAway(photo: Buffer, size: number, canvas: number): Promise<Buffer> {
  const small = await sharp(photo).resize(size).png().toBuffer();
  return sharp({ create: { width: canvas, height: canvas, channels: 3, background: '#c8c8c8' } })
    .composite([{ input: small, left: canvas - size, top: canvas - size }])
    .png()
    .toBuffer();
}

/** Repeatable Gaussian noise (a small linear congruential generator and Box-Muller). */
export function gaussian(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state + 0.5) / 2 ** 32;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/**
 * Per-pixel grain laid over the photo: fine texture at the scale of pores. Grey, as pores are: they
 * change the skin's lightness, not its colour (independent noise per channel would add redness).
 */
export async function addGrain(photo: Buffer, sigma: number, seed = 1): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  // Drawn from a seeded generator, not libvips' own noise (a new draw on every run), so that two
  // runs of a benchmark or test see the same grain and differ only where the analysis does.
  const normal = gaussian(seed);
  const noise = Buffer.alloc(width * height);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.max(0, Math.min(255, Math.round(128 + sigma * normal())));
  const grain = await sharp(noise, { raw: { width, height, channels: 1 } })
    .toColourspace('srgb')
    .png()
    .toBuffer();
  return sharp(photo)
    .composite([{ input: grain, blend: 'overlay' }])
    .png()
    .toBuffer();
}

/** The share of the light a drawn crease's shadow takes at its middle. */
const CREASE_SHADOW = 0.35;

/**
 * Three thin, slightly curved dark creases across each region, like fine lines: the shadow in a
 * fold, which takes 35 % of the light at its middle (as dark on light skin as the brown line mixed
 * into the skin that was drawn before, which lightened dark skin: decision 052).
 */
export function drawCreases(
  photo: Buffer,
  regions: readonly VisionRegion[],
  ids: readonly SkinRegionId[],
  width: number,
): Promise<Buffer> {
  const creases: string[] = [];
  for (const id of ids) {
    const polygon = polygonOf(regions, id);
    const xs = polygon.map((p) => p[0]);
    const ys = polygon.map((p) => p[1]);
    const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    for (let k = 1; k <= 3; k++) {
      const y = top + ((bottom - top) * k) / 4;
      const bend = y - (bottom - top) * 0.1;
      creases.push(
        `<path d="M ${left} ${y} Q ${(left + right) / 2} ${bend} ${right} ${y}" stroke="#fff" stroke-width="${width}" fill="none" filter="url(#soft)"/>`,
      );
    }
  }
  return absorbInLinearLight(photo, creases.join(''), (_c, share) => 1 - CREASE_SHADOW * share);
}

/** A dark strand of hair across the outer edge of each region, as a lock falling over the cheek. */
export function addHairStrands(
  photo: Buffer,
  regions: readonly VisionRegion[],
  ids: readonly SkinRegionId[],
  width: number,
): Promise<Buffer> {
  const strands = ids.map((id) => {
    const polygon = polygonOf(regions, id);
    const xs = polygon.map((p) => p[0]);
    const ys = polygon.map((p) => p[1]);
    const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    // Along the side of the region that faces away from the nose, a fifth of the way in.
    const outer = id.endsWith('_left') ? right - (right - left) / 5 : left + (right - left) / 5;
    return `<path d="M ${outer} ${top - 5} Q ${outer + (id.endsWith('_left') ? 4 : -4)} ${(top + bottom) / 2} ${outer} ${bottom + 5}" stroke="rgb(45,30,22)" stroke-width="${width}" fill="none"/>`;
  });
  return overlay(photo, strands.join(''));
}

/** A linear-light value (0-1) as an 8-bit sRGB level, unrounded and unclamped. */
export const LINEAR_TO_SRGB = (v: number) => 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

/** Each 8-bit sRGB level with its linear light multiplied by `gain`. */
function gainLut(gain: number): Uint8Array {
  return Uint8Array.from({ length: 256 }, (_, v) =>
    Math.max(0, Math.min(255, Math.round(LINEAR_TO_SRGB(SRGB_TO_LINEAR[v]! * gain)))),
  );
}

/**
 * Each channel multiplied in linear light, as a camera's exposure (equal gains) or white balance
 * (different gains) would: `[1.05, 1, 0.95]` is a 5 % warmer light.
 */
export async function lightGains(photo: Buffer, [r, g, b]: readonly [number, number, number]): Promise<Buffer> {
  const { data, info } = await uprightPixels(photo);
  const luts = [r, g, b].map(gainLut);
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) out[i] = luts[i % 3]![data[i]!]!;
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * Light from one side, in linear light as a lamp's falloff is: the picture left of `from` (pixels
 * across) keeps the share `kept` of its light, and the light rises evenly to the whole of it at `to`.
 */
export async function shadowSide(photo: Buffer, [from, to]: readonly [number, number], kept: number): Promise<Buffer> {
  const { data, info } = await uprightPixels(photo);
  const out = Buffer.alloc(data.length);
  for (let x = 0; x < info.width; x++) {
    const lut = gainLut(kept + (1 - kept) * Math.min(1, Math.max(0, (x - from) / (to - from))));
    for (let y = 0; y < info.height; y++) {
      const i = (y * info.width + x) * 3;
      out[i] = lut[data[i]!]!;
      out[i + 1] = lut[data[i + 1]!]!;
      out[i + 2] = lut[data[i + 2]!]!;
    }
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } })
    .png()
    .toBuffer();
}
