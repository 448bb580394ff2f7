/**
 * Made-up bad photos for the quality gate (issue 17, item 5), each made from a good photo of a
 * face and what the gate must say about it, and a few ordinary changes it must never refuse. Sizes are physical (mm of skin, through the ruler of
 * the good photo's analysis), so a blur means the same on a 450 px portrait and a 12 MP selfie.
 * Used by `bench/gate.ts` over the face set and by the gate's tests.
 */
import sharp from 'sharp';
import type { QualityReason, SkinRegionId, VisionSuccess } from '../src/index.ts';
import { addGrain, farAway, lightGains, shadowSide, twoPeople } from './photo-variants.ts';

export interface BadPhoto {
  name: string;
  /** What the gate may answer: a refusal reason, or 'accepted'. */
  expect: readonly (QualityReason | 'accepted')[];
  /** When accepted: no focus-area score may be better than the good photo's (beyond noise). */
  mustNotRaise?: boolean;
  /** When accepted: every focus-area score within noise of the good photo's (the same face, only turned). */
  mustMatch?: boolean;
  make: (photo: Buffer, base: VisionSuccess) => Promise<Buffer>;
}

const px = (base: VisionSuccess, mm: number) => mm * base.quality.ruler.pxPerMm;

async function upright(photo: Buffer): Promise<Buffer> {
  return sharp(photo).rotate().removeAlpha().png().toBuffer();
}

/** A Gaussian blur of `mm` millimetres of skin (sigma). */
export async function blurMm(photo: Buffer, base: VisionSuccess, mm: number): Promise<Buffer> {
  return sharp(await upright(photo))
    .blur(Math.max(0.3, px(base, mm)))
    .png()
    .toBuffer();
}

const zeros = (n: number) => new Array<number>(n).fill(0);

/** The camera moved sideways by `mm` of skin while the shutter was open: a straight box blur along x. */
export async function motionBlurMm(photo: Buffer, base: VisionSuccess, mm: number): Promise<Buffer> {
  const length = Math.max(3, 2 * Math.round(px(base, mm) / 2) + 1);
  return sharp(await upright(photo))
    .convolve({
      width: length,
      height: 3,
      kernel: [...zeros(length), ...new Array<number>(length).fill(1), ...zeros(length)],
    })
    .png()
    .toBuffer();
}

const SMOOTHED_REGIONS: SkinRegionId[] = [
  'forehead',
  'cheek_left',
  'cheek_right',
  'nose',
  'chin',
  'under_eye_left',
  'under_eye_right',
];

/**
 * A beauty filter: the skin smoothed by a blur of `mm` millimetres, the eyes, brows, lips and hair
 * left sharp (what selfie apps' "smooth skin" does), feathered at the edges of the skin regions.
 */
export async function smoothSkinMm(photo: Buffer, base: VisionSuccess, mm: number): Promise<Buffer> {
  const input = await upright(photo);
  const { width = 0, height = 0 } = await sharp(input).metadata();
  const polygons = base.regions
    .filter((r) => SMOOTHED_REGIONS.includes(r.id))
    .map((r) => `<polygon points="${r.polygon.map(([x, y]) => `${x},${y}`).join(' ')}" fill="#fff"/>`)
    .join('');
  const mask = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/>${polygons}</svg>`,
    ),
  )
    .blur(Math.max(0.5, px(base, 1)))
    .extractChannel(0)
    .toBuffer();
  const smoothed = await sharp(input)
    .blur(Math.max(0.3, px(base, mm)))
    .joinChannel(mask)
    .png()
    .toBuffer();
  return sharp(input)
    .composite([{ input: smoothed }])
    .png()
    .toBuffer();
}

/** The share of the light the shadowed side keeps: 3 stops less. */
const SIDE_LIGHT_KEPT = 0.125;

/**
 * Light from the picture's left: the left of the face keeps an eighth of the light (3 stops less,
 * beyond any portrait studio's ratio of key to fill light) up to 40 % of the face's width, and the
 * light rises to the whole of it just past the nose (`shadowSide`, in linear light), wherever the
 * face lies in the picture.
 */
async function shadowedSide(photo: Buffer, base: VisionSuccess): Promise<Buffer> {
  const [x, , w] = base.face.box;
  return shadowSide(photo, [x + 0.4 * w, x + 0.55 * w], SIDE_LIGHT_KEPT);
}

export function jpegQuality(photo: Buffer, quality: number): Promise<Buffer> {
  return sharp(photo).rotate().jpeg({ quality }).toBuffer();
}

/** The face cut off below the nose: the chin and the lower cheeks are outside the photo. */
async function cutBelowNose(photo: Buffer, base: VisionSuccess): Promise<Buffer> {
  const nose = base.regions.find((r) => r.id === 'nose')!;
  const bottom = Math.round(Math.max(...nose.polygon.map(([, y]) => y)));
  return sharp(await upright(photo))
    .extract({ left: 0, top: 0, width: base.image.width, height: bottom })
    .png()
    .toBuffer();
}

export const BAD_PHOTOS: readonly BadPhoto[] = [
  { name: 'blur 0.5 mm', expect: ['accepted', 'too_blurry'], mustNotRaise: true, make: (p, b) => blurMm(p, b, 0.5) },
  { name: 'blur 1 mm', expect: ['accepted', 'too_blurry'], mustNotRaise: true, make: (p, b) => blurMm(p, b, 1) },
  { name: 'blur 2 mm', expect: ['accepted', 'too_blurry'], mustNotRaise: true, make: (p, b) => blurMm(p, b, 2) },
  { name: 'blur 4 mm', expect: ['too_blurry'], make: (p, b) => blurMm(p, b, 4) },
  {
    name: 'motion blur 2 mm',
    expect: ['accepted', 'too_blurry'],
    mustNotRaise: true,
    make: (p, b) => motionBlurMm(p, b, 2),
  },
  {
    name: 'motion blur 5 mm',
    expect: ['accepted', 'too_blurry'],
    mustNotRaise: true,
    make: (p, b) => motionBlurMm(p, b, 5),
  },
  { name: 'motion blur 10 mm', expect: ['too_blurry'], make: (p, b) => motionBlurMm(p, b, 10) },
  {
    name: 'skin smoothed 0.5 mm',
    expect: ['accepted', 'filtered'],
    mustNotRaise: true,
    make: (p, b) => smoothSkinMm(p, b, 0.5),
  },
  { name: 'skin smoothed 1 mm', expect: ['filtered'], make: (p, b) => smoothSkinMm(p, b, 1) },
  { name: 'skin smoothed 2 mm', expect: ['filtered'], make: (p, b) => smoothSkinMm(p, b, 2) },
  {
    name: 'jpeg quality 30',
    expect: ['accepted', 'too_compressed'],
    mustNotRaise: true,
    make: (p) => jpegQuality(p, 30),
  },
  { name: 'jpeg quality 15', expect: ['too_compressed'], make: (p) => jpegQuality(p, 15) },
  { name: 'jpeg quality 8', expect: ['too_compressed'], make: (p) => jpegQuality(p, 8) },
  { name: 'jpeg quality 4', expect: ['too_compressed'], make: (p) => jpegQuality(p, 4) },
  // Sensor noise of a dark room (addGrain: grey, per pixel, seeded): at sigma 32 on 0-255 it hides
  // spots of 3-5 L* and raised pigmentation by up to 10 points (decision 051).
  {
    name: 'grain sigma 16',
    expect: ['accepted', 'too_grainy'],
    mustNotRaise: true,
    make: (p) => addGrain(p, 16),
  },
  { name: 'grain sigma 32', expect: ['too_grainy'], make: (p) => addGrain(p, 32) },
  { name: 'tungsten light', expect: ['colour_cast'], make: (p) => lightGains(p, [1.6, 1, 0.45]) },
  { name: 'pink light', expect: ['colour_cast'], make: (p) => lightGains(p, [1.4, 0.75, 1.25]) },
  { name: 'blue light', expect: ['colour_cast'], make: (p) => lightGains(p, [0.65, 1, 1.6]) },
  { name: 'green light', expect: ['colour_cast'], make: (p) => lightGains(p, [0.8, 1.3, 0.75]) },
  // The key light from one side, one cheek in shadow: told as uneven light, never as a blur or a
  // cast that the shadow's dark eye or skin could be read as (decision 060).
  { name: 'light from one side', expect: ['uneven_light'], make: shadowedSide },
  { name: 'three stops under', expect: ['too_dark'], make: (p) => lightGains(p, [0.12, 0.12, 0.12]) },
  { name: 'three stops over', expect: ['too_bright'], make: (p) => lightGains(p, [6, 6, 6]) },
  {
    name: 'black and white',
    expect: ['no_colour'],
    make: async (p) => sharp(p).rotate().greyscale().toColourspace('srgb').png().toBuffer(),
  },
  {
    name: 'far away',
    expect: ['face_too_small'],
    make: async (p, b) => farAway(await upright(p), Math.round((b.image.width * 34) / b.quality.eyeSpanPx), 1600),
  },
  { name: 'two people', expect: ['multiple_faces'], make: async (p) => twoPeople(await upright(p)) },
  { name: 'cut off below the nose', expect: ['face_cut_off'], make: cutBelowNose },
  // Changes two selfies of one person differ by: never a refusal.
  { name: 'jpeg quality 70', expect: ['accepted'], make: (p) => jpegQuality(p, 70) },
  { name: 'warmer light 5 %', expect: ['accepted'], make: (p) => lightGains(p, [1.05, 1, 0.95]) },
  { name: 'cooler light 5 %', expect: ['accepted'], make: (p) => lightGains(p, [0.95, 1, 1.05]) },
  { name: 'exposure -10 %', expect: ['accepted'], make: (p) => lightGains(p, [0.9, 0.9, 0.9]) },
  {
    name: 'upside down',
    expect: ['accepted'],
    mustMatch: true,
    make: (p) => sharp(p).rotate().rotate(180).png().toBuffer(),
  },
  {
    // Framed to the face and 5 % around it, then upside down: its own fit reaches beyond the photo as
    // a face cut off does, and it must still be turned, not refused (decision 029, vision 1.4.1).
    name: 'upside down, tightly framed',
    expect: ['accepted'],
    make: async (p, b) => {
      const [x, y, w, h] = b.face.box;
      const left = Math.max(0, Math.round(x - 0.05 * w));
      const top = Math.max(0, Math.round(y - 0.05 * h));
      const width = Math.min(b.image.width - left, Math.round(1.1 * w));
      const height = Math.min(b.image.height - top, Math.round(1.1 * h));
      const framed = await sharp(await upright(p))
        .extract({ left, top, width, height })
        .png()
        .toBuffer();
      return sharp(framed).rotate(180).png().toBuffer();
    },
  },
  {
    name: 'on its side',
    expect: ['accepted'],
    mustMatch: true,
    make: (p) => sharp(p).rotate().rotate(90).png().toBuffer(),
  },
];
