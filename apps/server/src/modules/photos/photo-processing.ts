/**
 * What an uploaded photo goes through before anything is stored: its bytes are checked to be an
 * image of a format we accept (by its content, never by its name or declared type), images whose
 * header promises more pixels than we decode are refused, and the picture is re-encoded: turned
 * upright by its EXIF orientation, converted to sRGB, scaled to at most 2048 px on the long side,
 * and written as a JPEG without any metadata (no EXIF, GPS, XMP, IPTC or ICC profile).
 * The re-encode is what we keep; the uploaded bytes are never stored.
 */
import sharp, { type Metadata } from 'sharp';
import { SPEC } from '@skinsight/shared';
import { AppError } from '../../lib/errors.ts';

export const PHOTO_LIMITS = {
  /** Bytes of the upload as sent (the spec's 5 MB). */
  maxBytes: SPEC.maxPhotoBytes,
  /**
   * Pixels the header may declare. Phone cameras make 12 to 50 MP photos, but a 5 MB file with
   * more than 40 MP is either a panorama we would shrink anyway or a decompression bomb.
   */
  maxInputPixels: 40_000_000,
  /** Long side of the stored photo: plenty for the skin measurements, a fraction of the bytes. */
  maxLongSide: 2048,
  jpegQuality: 88,
  /** Decoding one photo takes well under a second; this only stops a pathological file. */
  timeoutSeconds: 20,
} as const;

export const NOT_AN_IMAGE_MESSAGE = 'Please upload an image file';
export const TOO_LARGE_MESSAGE = 'Please upload an image less than 5MB';
export const TOO_MANY_PIXELS_MESSAGE = 'This image is too large to process.';

export const notAnImage = () => new AppError('unsupported_media_type', NOT_AN_IMAGE_MESSAGE);
export const tooLarge = () => new AppError('payload_too_large', TOO_LARGE_MESSAGE);
const tooManyPixels = () => new AppError('bad_request', TOO_MANY_PIXELS_MESSAGE);

/** The formats we accept, as their signatures say and as sharp names them. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'avif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The image format the first bytes announce, or null. Only these formats ever reach the
 * decoders: libvips can also read SVG, PDF, its own formats and more, none of which belongs in a
 * face-photo upload (an SVG is a document that sharp would happily render).
 */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  // ISO base media file (HEIF family): sharp's metadata tells AVIF from HEIC, which it cannot decode.
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'avif';
  return null;
}

/** sharp's name for each accepted kind (AVIF is read by its HEIF loader). */
const SHARP_FORMAT: Record<ImageKind, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  tiff: 'tiff',
  avif: 'heif',
};

export type ProcessedPhoto = {
  /** The re-encoded JPEG. */
  data: Uint8Array;
  contentType: 'image/jpeg';
  width: number;
  height: number;
  /** What the upload was, for logs and tests. */
  sourceFormat: ImageKind;
};

// Decoding is CPU and memory heavy (libvips uses every core for one image): a few at a time per
// process, and a short queue beyond which we answer "busy" instead of piling up 5 MB buffers.
const MAX_CONCURRENT = 2;
const MAX_WAITING = 32;
let active = 0;
const waiting: (() => void)[] = [];

async function acquireSlot(): Promise<void> {
  if (active < MAX_CONCURRENT) {
    active++;
    return;
  }
  if (waiting.length >= MAX_WAITING) {
    throw new AppError('unavailable', 'We are processing many photos right now. Please try again in a moment.');
  }
  // The slot is handed over by releaseSlot, so `active` already counts this caller.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else active--;
}

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit|timeout/i.test(error.message);
const unreadable = (error: unknown) =>
  new AppError('unsupported_media_type', NOT_AN_IMAGE_MESSAGE, undefined, { cause: error });

/**
 * Checks and re-encodes an uploaded photo. Throws AppError: 415 when the bytes are not an image
 * of an accepted format (or cannot be decoded), 400 when the image declares too many pixels.
 */
export async function processPhoto(input: Uint8Array): Promise<ProcessedPhoto> {
  const kind = sniffImageKind(input);
  if (!kind) throw notAnImage();
  await acquireSlot();
  try {
    return await reencode(input, kind);
  } finally {
    releaseSlot();
  }
}

async function reencode(input: Uint8Array, kind: ImageKind): Promise<ProcessedPhoto> {
  const options = {
    // Refused from the header alone, before any pixel is decoded.
    limitInputPixels: PHOTO_LIMITS.maxInputPixels,
    // Truncated or corrupt pixel data is an error, not a half-grey photo.
    failOn: 'error',
    autoOrient: true,
    sequentialRead: true,
  } as const;

  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels();
    throw unreadable(error);
  }
  // The signature must agree with what the decoder found; AVIF only, not HEIC (no decoder here).
  if (metadata.format !== SHARP_FORMAT[kind]) throw notAnImage();
  if (kind === 'avif' && metadata.compression !== 'av1') throw notAnImage();
  if (!metadata.width || !metadata.height) throw notAnImage();
  if (metadata.width * metadata.height > PHOTO_LIMITS.maxInputPixels) throw tooManyPixels();

  try {
    const { data, info } = await sharp(input, options)
      .timeout({ seconds: PHOTO_LIMITS.timeoutSeconds })
      .resize({
        width: PHOTO_LIMITS.maxLongSide,
        height: PHOTO_LIMITS.maxLongSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // JPEG has no transparency: transparent pixels become white, not whatever hides under them.
      .flatten({ background: '#ffffff' })
      // Converts with the embedded ICC profile (Display P3, CMYK...), and keeps no profile.
      .toColourspace('srgb')
      // sharp writes no metadata unless told to keep it: no EXIF, GPS, XMP, IPTC or ICC.
      .jpeg({ quality: PHOTO_LIMITS.jpegQuality, chromaSubsampling: '4:2:0' })
      .toBuffer({ resolveWithObject: true });
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      contentType: 'image/jpeg',
      width: info.width,
      height: info.height,
      sourceFormat: kind,
    };
  } catch (error) {
    // Past the pixel limit, or so slow to decode that it is a bomb of another shape.
    if (isPixelLimitError(error)) throw tooManyPixels();
    throw unreadable(error);
  }
}
