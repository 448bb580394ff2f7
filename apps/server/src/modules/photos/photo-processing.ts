/**
 * What an uploaded photo goes through before anything is stored: its bytes are checked to be an
 * image of a format we accept (by its content, never by its name or declared type), images whose
 * header promises more pixels than we decode are refused, and the picture is re-encoded: turned
 * upright by its EXIF orientation, converted to sRGB, scaled to at most 2048 px on the long side,
 * and written as a JPEG without any metadata (no EXIF, GPS, XMP, IPTC or ICC profile).
 * A JPEG that is already all of that but for its metadata is kept as taken instead, rebuilt from
 * its picture's segments alone (no second lossy encode, a quarter of the CPU; decision 006,
 * addendum). The uploaded bytes as such are never stored.
 */
import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { SPEC } from '@skinsight/shared';
import { AppError } from '../../lib/errors.ts';
import { jpegWithoutMetadata } from './jpeg-segments.ts';

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

/**
 * libvips keeps the results of recent operations for reuse (up to 50 MB and 100 operations by
 * default); every upload is a different image, so nothing here is ever reused, and under load the
 * cache only held memory (issue 20: the server's peak RSS).
 */
sharp.cache(false);

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

/**
 * Decoding is CPU and memory heavy (libvips uses every core for one image): a few at a time per
 * process. The others wait their turn, however many: an upload is never refused for being one of
 * many (issue 20). Their bytes wait in memory up to `memoryBytes` in all; beyond that each one
 * waits in a file of its own in `spillDir` (private to the service's account, deleted as soon as
 * it is read back), so the queue is bounded by the disk, not by a count. Without a spill folder
 * (unit tests, scripts) they all wait in memory.
 */
export const PHOTO_QUEUE = {
  concurrent: 2,
  memoryBytes: 64 * 1024 * 1024,
} as const;

export type PhotoQueueOptions = { spillDir?: string; memoryBytes?: number };

export const BUSY_MESSAGE = 'We are processing many photos right now. Please try again in a moment.';

let active = 0;
let waitingBytes = 0;
let spilled = 0;
const waiting: (() => void)[] = [];

/** How many uploads wait for a decoding slot in this process, how many of their bytes are in memory, how many waited on disk. */
export const photoQueueState = () => ({ active, waiting: waiting.length, waitingBytes, spilledSoFar: spilled });

/**
 * A decoding slot: at once when one is free and nobody waits, else in line. The slot is handed
 * over by releaseSlot, so `active` already counts the caller once this resolves.
 */
function turn(): Promise<void> {
  if (active < PHOTO_QUEUE.concurrent && waiting.length === 0) {
    active++;
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else active--;
}

/** This process's folder for uploads waiting on disk (one per process: several may share DATA_DIR). */
export const photoSpillDir = (dataDir: string) => path.join(dataDir, 'photo-queue', `${os.hostname()}-${process.pid}`);

/**
 * At start: uploads left waiting on disk by a process that stopped (crashed) before their turn.
 * Nobody waits for them any more; files older than an hour are removed, whichever process left them.
 */
export async function removeStaleSpills(dataDir: string, now = Date.now()): Promise<number> {
  const root = path.join(dataDir, 'photo-queue');
  let removed = 0;
  const dirs = await fsp.readdir(root).catch(() => [] as string[]);
  for (const dir of dirs) {
    const files = await fsp.readdir(path.join(root, dir)).catch(() => [] as string[]);
    for (const file of files) {
      const full = path.join(root, dir, file);
      const stat = await fsp.stat(full).catch(() => null);
      if (stat && now - stat.mtimeMs > 60 * 60 * 1000) {
        await fsp.rm(full, { force: true });
        removed++;
      }
    }
    if (files.length === 0) await fsp.rmdir(path.join(root, dir)).catch(() => {});
  }
  return removed;
}

/** Writes waiting bytes to a file of their own; an unwritable disk is the one "busy" answer left. */
async function spill(dir: string, bytes: Uint8Array): Promise<string> {
  try {
    await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, `${randomUUID()}.upload`);
    await fsp.writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
    spilled++;
    return file;
  } catch (error) {
    throw new AppError('unavailable', BUSY_MESSAGE, undefined, { cause: error });
  }
}

/**
 * Waits for a decoding slot and answers the upload's bytes. `held.bytes` is the only reference to
 * them: when they wait on disk it is cleared, so the memory is free while they wait.
 */
async function takeTurn(held: { bytes: Uint8Array | null }, options: PhotoQueueOptions): Promise<Uint8Array> {
  const size = held.bytes!.byteLength;
  if (active < PHOTO_QUEUE.concurrent && waiting.length === 0) {
    active++;
    return held.bytes!;
  }
  // Slots may free up while the bytes are written: turn() looks again afterwards.
  const budget = options.memoryBytes ?? PHOTO_QUEUE.memoryBytes;
  if (!options.spillDir || waitingBytes + size <= budget) {
    waitingBytes += size;
    try {
      await turn();
    } finally {
      waitingBytes -= size;
    }
    return held.bytes!;
  }
  const file = await spill(options.spillDir, held.bytes!);
  held.bytes = null;
  await turn();
  try {
    return new Uint8Array(await fsp.readFile(file));
  } catch (error) {
    releaseSlot();
    throw new AppError('unavailable', BUSY_MESSAGE, undefined, { cause: error });
  } finally {
    await fsp.rm(file, { force: true });
  }
}

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit|timeout/i.test(error.message);
const unreadable = (error: unknown) =>
  new AppError('unsupported_media_type', NOT_AN_IMAGE_MESSAGE, undefined, { cause: error });

/**
 * Checks and re-encodes an uploaded photo. Throws AppError: 415 when the bytes are not an image
 * of an accepted format (or cannot be decoded), 400 when the image declares too many pixels.
 */
export async function processPhoto(input: Uint8Array, options: PhotoQueueOptions = {}): Promise<ProcessedPhoto> {
  const kind = sniffImageKind(input);
  if (!kind) throw notAnImage();
  const held: { bytes: Uint8Array | null } = { bytes: input };
  // From here on only `held` keeps the upload: a suspended async function keeps its parameters alive.
  // eslint-disable-next-line no-useless-assignment -- frees the bytes while they wait on disk (takeTurn)
  input = new Uint8Array(0);
  const bytes = await takeTurn(held, options);
  held.bytes = null;
  try {
    return await reencode(bytes, kind);
  } finally {
    releaseSlot();
  }
}

/** How every upload is opened, whether it is re-encoded or kept as taken. */
const DECODE_OPTIONS = {
  // Refused from the header alone, before any pixel is decoded.
  limitInputPixels: PHOTO_LIMITS.maxInputPixels,
  // Truncated or corrupt pixel data is an error, not a half-grey photo.
  failOn: 'error',
  autoOrient: true,
  sequentialRead: true,
} as const;

async function reencode(input: Uint8Array, kind: ImageKind): Promise<ProcessedPhoto> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, DECODE_OPTIONS).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels();
    throw unreadable(error);
  }
  // The signature must agree with what the decoder found; AVIF only, not HEIC (no decoder here).
  if (metadata.format !== SHARP_FORMAT[kind]) throw notAnImage();
  if (kind === 'avif' && metadata.compression !== 'av1') throw notAnImage();
  if (!metadata.width || !metadata.height) throw notAnImage();
  if (metadata.width * metadata.height > PHOTO_LIMITS.maxInputPixels) throw tooManyPixels();

  const kept = kind === 'jpeg' && isPlainPhoto(metadata) ? await keptAsTaken(input, metadata) : null;
  if (kept) return kept;
  try {
    const { data, info } = await sharp(input, DECODE_OPTIONS)
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

/**
 * Upright (no EXIF turn), sRGB without a profile, three channels, no transparency and within the
 * stored size: a JPEG that the re-encode would only decode and encode again, a second loss for
 * nothing. The web app's own uploads (a canvas' JPEG, decision 036) are all such files.
 */
function isPlainPhoto(metadata: Metadata): boolean {
  return (
    (metadata.orientation ?? 1) === 1 &&
    metadata.space === 'srgb' &&
    metadata.channels === 3 &&
    !metadata.hasAlpha &&
    !metadata.hasProfile &&
    Math.max(metadata.width, metadata.height) <= PHOTO_LIMITS.maxLongSide
  );
}

/**
 * The JPEG as it was taken, rebuilt without any metadata (jpeg-segments.ts), once it decodes:
 * the scans are read through once at an eighth of the size (about a quarter of a re-encode's CPU).
 * Null when the file is not that plain, or does not decode cleanly: then it is re-encoded.
 */
async function keptAsTaken(input: Uint8Array, metadata: Metadata): Promise<ProcessedPhoto | null> {
  const data = jpegWithoutMetadata(input);
  if (!data) return null;
  try {
    await sharp(data, DECODE_OPTIONS)
      .timeout({ seconds: PHOTO_LIMITS.timeoutSeconds })
      .resize({
        width: Math.max(1, Math.ceil(metadata.width / 8)),
        height: Math.max(1, Math.ceil(metadata.height / 8)),
        fit: 'fill',
      })
      .raw()
      .toBuffer();
  } catch {
    return null;
  }
  return { data, contentType: 'image/jpeg', width: metadata.width, height: metadata.height, sourceFormat: 'jpeg' };
}

/**
 * A stored photo scaled to `width` for a screen (never enlarged), as a JPEG: a phone that shows it
 * 384 CSS px wide fetches a tenth of the stored photo's bytes (issue 22).
 */
export async function scaledForScreen(data: Uint8Array, width: number): Promise<Uint8Array> {
  const out = await sharp(data)
    .timeout({ seconds: PHOTO_LIMITS.timeoutSeconds })
    .resize({ width, withoutEnlargement: true })
    .jpeg({ quality: 80, chromaSubsampling: '4:2:0' })
    .toBuffer();
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
