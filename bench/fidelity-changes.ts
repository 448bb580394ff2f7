/**
 * What the fidelity benchmark does to each face (issue 17): the faces of a set, the mild changes
 * two selfies of one person differ by, the changes of light the ITA band must keep, and the drawn
 * doses with the area each must move. Shared by `fidelity.ts` and `remeasure.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { FocusScores, ItaBand, SkinRegionId, VisionSuccess } from '../packages/vision/src/index.ts';
import { FOCUS_SCORE_IDS } from '../packages/vision/src/focus-score-ids.ts';
import { FACE_SET, ITA_BANDS, readFacePhoto } from '../packages/vision/test/face-set.ts';
import {
  addDarkSpots,
  addGlints,
  addGrain,
  drawCreases,
  gaussian,
  lightGains as gains,
  flushRegions,
} from '../packages/vision/test/photo-variants.ts';

export type ScoreKey = keyof FocusScores;
export const SCORE_KEYS: ScoreKey[] = [...FOCUS_SCORE_IDS];

export interface Face {
  file: string;
  band: ItaBand | null;
  judged: boolean;
  read: () => Buffer;
}

/** Judged bands of the candidate portraits, from the table in the faces README. */
function judgedBands(): Map<string, ItaBand> {
  const readme = fs.readFileSync(new URL('../packages/vision/test/fixtures/faces/README.md', import.meta.url), 'utf8');
  const bands = new Map<string, ItaBand>();
  for (const [, file, band] of readme.matchAll(/^\| `([^`]+\.jpe?g)` \| [^|]+ \| ([a-z ]+) \|/gm)) {
    const id = band!.trim().replace(' ', '_') as ItaBand;
    if ((ITA_BANDS as readonly string[]).includes(id)) bands.set(file!, id);
  }
  return bands;
}

export function facesFrom(dir: string | undefined): Face[] {
  if (!dir)
    return FACE_SET.map((face) => ({
      file: face.file,
      band: face.band,
      judged: true,
      read: () => readFacePhoto(face),
    }));
  const judged = judgedBands();
  return fs
    .readdirSync(dir)
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .sort()
    .map((file) => ({
      file,
      band: judged.get(file) ?? null,
      judged: judged.has(file),
      read: () => fs.readFileSync(path.join(dir, file)),
    }));
}

// ---------------------------------------------------------------------------------------------
// Perturbations

async function size(photo: Buffer): Promise<{ width: number; height: number }> {
  const { width = 0, height = 0 } = await sharp(photo).rotate().metadata();
  return { width, height };
}

export async function crop(photo: Buffer, left: number, top: number, right: number, bottom: number): Promise<Buffer> {
  const { width, height } = await size(photo);
  const l = Math.round(width * left);
  const t = Math.round(height * top);
  return sharp(photo)
    .rotate()
    .extract({
      left: l,
      top: t,
      width: width - l - Math.round(width * right),
      height: height - t - Math.round(height * bottom),
    })
    .png()
    .toBuffer();
}

export async function scale(
  photo: Buffer,
  factor: number,
  kernel: 'lanczos3' | 'linear' = 'lanczos3',
): Promise<Buffer> {
  const { width } = await size(photo);
  return sharp(photo)
    .rotate()
    .resize(Math.round(width * factor), null, { kernel })
    .png()
    .toBuffer();
}

/** Turned about the centre and cut back to the original frame (no grey corners reach the face). */
export async function rotate(photo: Buffer, degrees: number): Promise<Buffer> {
  const { width, height } = await size(photo);
  const turned = await sharp(photo).rotate().rotate(degrees, { background: '#808080' }).png().toBuffer();
  const t = await size(turned);
  return sharp(turned)
    .extract({ left: Math.floor((t.width - width) / 2), top: Math.floor((t.height - height) / 2), width, height })
    .png()
    .toBuffer();
}

export const jpeg = (quality: number) => (photo: Buffer) => sharp(photo).rotate().jpeg({ quality }).toBuffer();

export type Change = (photo: Buffer) => Promise<Buffer>;
export const READING_KEYS = ['light', 'correctedShare', 'exposure', 'scale', 'yawDeg', 'pitchDeg', 'rollDeg'] as const;
export type ReadingKey = (typeof READING_KEYS)[number];
const then =
  (...changes: Change[]): Change =>
  async (photo) => {
    let out = photo;
    for (const change of changes) out = await change(out);
    return out;
  };

/**
 * Each mild change, and the conditions' readings it really changes (the rest it should leave
 * alone, up to the reading's noise): what `conditionReadings` sets the limits of decision 037 from.
 */
const LIGHT: ReadingKey[] = ['light', 'correctedShare'];
export const MILD: [string, Change, ReadingKey[]][] = [
  ['jpeg 85', jpeg(85), []],
  ['jpeg 70', jpeg(70), []],
  ['scale 90 %', (p) => scale(p, 0.9), ['scale']],
  ['scale 110 %', (p) => scale(p, 1.1), ['scale']],
  ['exposure +5 %', (p) => gains(p, [1.05, 1.05, 1.05]), ['exposure']],
  ['exposure -5 %', (p) => gains(p, [0.95, 0.95, 0.95]), ['exposure']],
  ['crop 3 %', (p) => crop(p, 0.03, 0.03, 0.03, 0.03), []],
  ['shift 3 %', (p) => crop(p, 0.03, 0.03, 0, 0), []],
  ['rotate +3°', (p) => rotate(p, 3), ['rollDeg']],
  ['rotate -3°', (p) => rotate(p, -3), ['rollDeg']],
  ['warmer 5 %', (p) => gains(p, [1.05, 1, 0.95]), LIGHT],
  ['cooler 5 %', (p) => gains(p, [0.95, 1, 1.05]), LIGHT],
  ['greener 5 %', (p) => gains(p, [1, 1.05, 1]), LIGHT],
  ['magenta 5 %', (p) => gains(p, [1.05, 0.95, 1.05]), LIGHT],
  [
    'warmer, jpeg 70, rotate 2°',
    then(
      (p) => gains(p, [1.05, 1, 0.95]),
      (p) => rotate(p, 2),
      jpeg(70),
    ),
    [...LIGHT, 'rollDeg'],
  ],
  [
    'darker, cooler, scale 90 %, shift',
    then(
      (p) => gains(p, [0.95, 0.95, 1]),
      (p) => scale(p, 0.9),
      (p) => crop(p, 0.02, 0.02, 0, 0),
    ),
    [...LIGHT, 'exposure', 'scale'],
  ],
];

export const BAND_CHANGES: [string, Change][] = [
  ['exposure +10 %', (p) => gains(p, [1.1, 1.1, 1.1])],
  ['exposure -10 %', (p) => gains(p, [0.9, 0.9, 0.9])],
  ['warmer 5 %', (p) => gains(p, [1.05, 1, 0.95])],
  ['cooler 5 %', (p) => gains(p, [0.95, 1, 1.05])],
];

/**
 * A photo that lacked light, as a dim room or a face against a bright window gives (decision 063):
 * the skin tone it names must still include the band of the photo as taken.
 */
export const UNDER_EXPOSURES: [string, Change][] = [
  ['half a stop under', (p) => gains(p, [0.7, 0.7, 0.7])],
  ['one stop under', (p) => gains(p, [0.5, 0.5, 0.5])],
];

type Dose = (photo: Buffer, base: VisionSuccess, dose: number) => Promise<Buffer>;
const CHEEKS: SkinRegionId[] = ['cheek_left', 'cheek_right'];
const SKIN: SkinRegionId[] = ['cheek_left', 'cheek_right', 'forehead', 'chin'];
const SHINE_ZONES: SkinRegionId[] = ['forehead', 'nose', 'cheek_left', 'cheek_right'];
const LINES: SkinRegionId[] = ['forehead', 'eye_corner_left', 'eye_corner_right', 'under_eye_left', 'under_eye_right'];
const mm = (base: VisionSuccess, millimetres: number) => Math.max(1, millimetres * base.quality.ruler.pxPerMm);

export const DOSES: { change: string; area: ScoreKey; doses: number[]; apply: Dose }[] = [
  {
    change: 'redness (cheek flush, green optical density)',
    area: 'redness',
    doses: [0.04, 0.08, 0.16],
    apply: (p, b, d) => flushRegions(p, b.regions, CHEEKS, d),
  },
  {
    change: 'dark spots (radius, mm)',
    area: 'pigmentation',
    doses: [0.6, 1, 1.6],
    apply: (p, b, d) => addDarkSpots(p, b.regions, SKIN, mm(b, d)),
  },
  { change: 'grain (sigma)', area: 'pores', doses: [8, 16, 32], apply: (p, _b, d) => addGrain(p, d) },
  {
    change: 'glints (radius, mm)',
    area: 'shine',
    doses: [1.5, 2.5, 4],
    apply: (p, b, d) => addGlints(p, b.regions, SHINE_ZONES, mm(b, d)),
  },
  {
    change: 'creases (width, mm)',
    area: 'fine_lines',
    doses: [0.4, 0.7, 1],
    apply: (p, b, d) => drawCreases(p, b.regions, LINES, mm(b, d)),
  },
];

const png = (image: Sharp) => image.png().toBuffer();

/** Sensor noise of `sigma` (0-255), independent per channel, from a seeded generator. */
async function noise(photo: Buffer, sigma: number): Promise<Buffer> {
  const { data, info } = await sharp(photo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const normal = gaussian(7);
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) out[i] = Math.max(0, Math.min(255, Math.round(data[i]! + sigma * normal())));
  return png(sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } }));
}

/**
 * What a camera's own processing does that the mild changes do not (issue 17, changes the team had
 * not tried): `camera-processing.ts` reports them, and `remeasure.ts` records them too.
 */
export const CAMERA: [string, Change][] = [
  ['mirrored', (p) => png(sharp(p).flop())],
  ['gamma 1.15', (p) => png(sharp(p).gamma(2.2 * 1.15, 2.2))],
  ['gamma 1/1.15', (p) => png(sharp(p).gamma(2.2, 2.2 * 1.15))],
  ['saturation +12 %', (p) => png(sharp(p).modulate({ saturation: 1.12 }))],
  ['saturation -12 %', (p) => png(sharp(p).modulate({ saturation: 0.88 }))],
  ['sharpened', (p) => png(sharp(p).sharpen({ sigma: 1 }))],
  ['noise reduced (blur 0.6 px)', (p) => png(sharp(p).blur(0.6))],
  ['sensor noise 3', (p) => noise(p, 3)],
  ['jpeg 55', jpeg(55)],
  ['jpeg 90, 4:4:4', (p) => sharp(p).jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer()],
  ['scale 80 %', (p) => scale(p, 0.8)],
  ['scale 95 %, bilinear', (p) => scale(p, 0.95, 'linear')],
  ['scale 125 %', (p) => scale(p, 1.25)],
  ['exposure +8 %', (p) => gains(p, [1.08, 1.08, 1.08])],
  ['warmer 3 %', (p) => gains(p, [1.03, 1, 0.97])],
  ['turned 1.5°', (p) => rotate(p, 1.5)],
  ['crop 6 % from a corner', (p) => crop(p, 0.06, 0.06, 0, 0)],
];
