/**
 * Decoding with sharp. Every read applies the EXIF orientation first, so all coordinates we hand
 * out are those of the photo as the person sees it. A photo is read three times, each time
 * straight to the size needed (JPEG shrink-on-load makes that cheap): small to find the face,
 * framed around the face to fit the mesh, and at the measurement scale around the skin regions.
 * A 12-megapixel photo never exists as full-size pixels.
 */
import sharp, { type Sharp } from 'sharp';

/** Beyond 120 megapixels a file is a decompression bomb, not a phone photo (the largest are 108 MP). */
export const MAX_INPUT_PIXELS = 120_000_000;

/** Long side of the image the face is first looked for in; BlazeFace itself sees 256 × 256 px. */
export const DETECTION_LONG_SIDE = 640;

export interface PhotoSize {
  /** After EXIF rotation. */
  width: number;
  height: number;
  format: string;
}

export interface RgbImage {
  /** Interleaved 8-bit sRGB, 3 channels. */
  rgb: Uint8Array;
  width: number;
  height: number;
}

/**
 * Raster formats a camera or phone produces. libvips also renders SVG and PDF and reads its own
 * formats; none of them is a photo, and an SVG is a document, so they are refused before decoding.
 */
const PHOTO_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);

export class UnreadableImageError extends Error {}

function open(input: Buffer) {
  return sharp(input, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true });
}

export async function readPhotoSize(input: Buffer): Promise<PhotoSize> {
  try {
    const meta = await open(input).metadata();
    if (!PHOTO_FORMATS.has(meta.format)) throw new UnreadableImageError(`${meta.format} is not a photo format`);
    const { width, height } = meta.autoOrient;
    if (!width || !height) throw new UnreadableImageError('image has no size');
    if (width * height > MAX_INPUT_PIXELS)
      throw new UnreadableImageError(`image has more than ${MAX_INPUT_PIXELS} pixels`);
    return { width, height, format: meta.format };
  } catch (error) {
    throw error instanceof UnreadableImageError
      ? error
      : new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

async function toRgb(pipeline: Sharp): Promise<RgbImage> {
  try {
    // Transparent pixels become white rather than whatever colour hides under alpha 0.
    const { data, info } = await pipeline
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new UnreadableImageError(`expected 3 colour channels, got ${info.channels}`);
    return {
      rgb: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw error instanceof UnreadableImageError
      ? error
      : new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The whole photo with its long side at most `longSide` (DETECTION_LONG_SIDE unless a small face is
 * being looked for), turned clockwise by `rotate` degrees (a multiple of 90) after EXIF orientation.
 */
export async function readDetectionImage(
  input: Buffer,
  options: { rotate?: number; longSide?: number; pad?: number } = {},
): Promise<RgbImage> {
  const longSide = options.longSide ?? DETECTION_LONG_SIDE;
  const pipeline = open(input);
  if (options.rotate) pipeline.rotate(options.rotate);
  pipeline.resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true });
  if (!options.pad) return toRgb(pipeline);
  // A grey border of `pad` pixels on every side: a face cut off by the photo's edge is found
  // once it no longer touches the edge of what the detector sees.
  const resized = await toRgb(pipeline);
  const pad = options.pad;
  const width = resized.width + 2 * pad;
  const rgb = new Uint8Array(width * (resized.height + 2 * pad) * 3).fill(128);
  for (let y = 0; y < resized.height; y++)
    rgb.set(resized.rgb.subarray(y * resized.width * 3, (y + 1) * resized.width * 3), ((y + pad) * width + pad) * 3);
  return { rgb, width, height: resized.height + 2 * pad };
}

/** The photo turned clockwise by `degrees` (a multiple of 90), losslessly re-encoded, for analysing it upright. */
export async function rotatePhoto(input: Buffer, degrees: number): Promise<Buffer> {
  try {
    return await open(input).rotate(degrees).png({ compressionLevel: 0 }).toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

/** A rectangle of an image (clipped to it). */
export function cropRgb(image: RgbImage, left: number, top: number, width: number, height: number): RgbImage {
  const x0 = Math.max(0, Math.min(image.width, left));
  const y0 = Math.max(0, Math.min(image.height, top));
  const w = Math.max(0, Math.min(image.width - x0, width));
  const h = Math.max(0, Math.min(image.height - y0, height));
  const rgb = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    const from = ((y0 + y) * image.width + x0) * 3;
    rgb.set(image.rgb.subarray(from, from + w * 3), y * w * 3);
  }
  return { rgb, width: w, height: h };
}

export interface CropRequest {
  /** Size of the whole photo scaled to the measurement scale. */
  scaledWidth: number;
  scaledHeight: number;
  /** Rectangle to keep, in scaled pixels; must lie inside the scaled photo. */
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The photo resized to the measurement scale, then cropped to the face. */
export function readFaceCrop(input: Buffer, crop: CropRequest): Promise<RgbImage> {
  return toRgb(
    open(input)
      .resize({ width: crop.scaledWidth, height: crop.scaledHeight, fit: 'fill', kernel: 'lanczos3' })
      .extract({ left: crop.left, top: crop.top, width: crop.width, height: crop.height }),
  );
}

/** A rectangle of the photo at its own resolution (no resizing), as one grey channel: for traces of compression. */
export async function readNativeGrey(
  input: Buffer,
  rect: { left: number; top: number; width: number; height: number },
): Promise<{ grey: Uint8Array; width: number; height: number }> {
  try {
    const { data, info } = await open(input)
      .extract(rect)
      .greyscale()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return {
      grey: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}
