import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import ExifReader from 'exifreader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { PHOTO_LIMITS, photoQueueState, processPhoto, removeStaleSpills, sniffImageKind } from './photo-processing.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'test-fixtures', name));
const face = fixture('astronaut.png');

/** A plain test image of the given size, as a sharp pipeline to encode. */
const plain = (width: number, height: number, background = '#c08070') =>
  sharp({ create: { width, height, channels: 3, background } });

/** Every metadata block a file carries, by exifreader's names ('file' is the frame header itself). */
const metadataBlocks = (bytes: Uint8Array) =>
  Object.keys(ExifReader.load(Buffer.from(bytes), { expanded: true })).sort();

async function rejection(input: Uint8Array): Promise<AppError> {
  const error = await processPhoto(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const pngChunk = (type: string, data: Buffer) => {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData), 0);
  return Buffer.concat([length, typeAndData, crc]);
};

/** A PNG whose header declares width x height pixels, with no pixel data at all. */
function pngHeaderOnly(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(0))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('sniffImageKind', () => {
  it('names the accepted formats by their first bytes and nothing else', async () => {
    const small = plain(8, 8);
    expect(sniffImageKind(await small.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageKind(await small.clone().png().toBuffer())).toBe('png');
    expect(sniffImageKind(await small.clone().webp().toBuffer())).toBe('webp');
    expect(sniffImageKind(await small.clone().gif().toBuffer())).toBe('gif');
    expect(sniffImageKind(await small.clone().tiff().toBuffer())).toBe('tiff');
    expect(sniffImageKind(await small.clone().avif().toBuffer())).toBe('avif');
    for (const other of [
      '',
      'hello',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '%PDF-1.7',
      'RIFF0000WAVE',
      '2 2\n1 2\n3 4\n',
    ]) {
      expect(sniffImageKind(Buffer.from(other)), other).toBeNull();
    }
  });
});

describe('processPhoto', () => {
  it('re-encodes the face photo as a JPEG of the same size with no metadata at all', async () => {
    const result = await processPhoto(face);
    expect(result).toMatchObject({ contentType: 'image/jpeg', width: 512, height: 512, sourceFormat: 'png' });
    const meta = await sharp(result.data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512, space: 'srgb', channels: 3 });
    expect([meta.exif, meta.icc, meta.xmp, meta.iptc, meta.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(metadataBlocks(result.data)).toEqual(['file']);
  });

  it('accepts JPEG, PNG, WebP, GIF, TIFF and AVIF, always answering with a JPEG', async () => {
    const source = sharp(face).resize(96, 96);
    const encoded = {
      jpeg: await source.clone().jpeg().toBuffer(),
      png: await source.clone().png().toBuffer(),
      webp: await source.clone().webp().toBuffer(),
      gif: await source.clone().gif().toBuffer(),
      tiff: await source.clone().tiff().toBuffer(),
      avif: await source.clone().avif({ effort: 0 }).toBuffer(),
    };
    for (const [format, bytes] of Object.entries(encoded)) {
      const result = await processPhoto(bytes);
      expect(result.sourceFormat, format).toBe(format);
      expect([result.width, result.height], format).toEqual([96, 96]);
      expect((await sharp(result.data).metadata()).format, format).toBe('jpeg');
    }
  });

  it('scales the long side down to 2048 px, and never up', async () => {
    const wide = await processPhoto(await plain(4000, 1000).png().toBuffer());
    expect([wide.width, wide.height]).toEqual([PHOTO_LIMITS.maxLongSide, 512]);
    const tall = await processPhoto(await plain(1000, 3000).jpeg().toBuffer());
    expect([tall.width, tall.height]).toEqual([683, PHOTO_LIMITS.maxLongSide]);
    const small = await processPhoto(await plain(300, 200).jpeg().toBuffer());
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it('turns the photo upright by its EXIF orientation, then drops EXIF, GPS, XMP and the ICC profile', async () => {
    const phone = await plain(300, 100)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9', Software: 'Camera 1.0' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 12/1 30/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '16/1 22/1 10/1',
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(metadataBlocks(phone)).toEqual(expect.arrayContaining(['exif', 'gps', 'xmp', 'icc']));
    const result = await processPhoto(phone);
    expect([result.width, result.height]).toEqual([100, 300]);
    expect(metadataBlocks(result.data)).toEqual(['file']);
    expect((await sharp(result.data).metadata()).orientation).toBeUndefined();
    expect(Buffer.from(result.data).includes('PhoneMaker')).toBe(false);
  });

  it('keeps an upright sRGB JPEG within the size as taken, without its EXIF, GPS, XMP, comments or trailing bytes', async () => {
    const taken = await sharp(face)
      .resize(300, 100)
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 12/1 30/1' },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .toBuffer();
    // A comment segment after the start marker, and a second file hidden after the end marker.
    const comment = Buffer.from([0xff, 0xfe, 0x00, 0x0e, ...Buffer.from('secret note!')]);
    const upload = Buffer.concat([taken.subarray(0, 2), comment, taken.subarray(2), Buffer.from('PK\x03\x04hidden')]);
    expect(metadataBlocks(upload)).toEqual(expect.arrayContaining(['exif', 'gps', 'xmp']));

    const result = await processPhoto(upload);
    expect([result.width, result.height, result.sourceFormat]).toEqual([300, 100, 'jpeg']);
    expect(metadataBlocks(result.data)).toEqual(['file']);
    for (const text of ['PhoneMaker', 'secret note', 'hidden', 'Exif', 'xmpmeta'])
      expect(Buffer.from(result.data).includes(text), text).toBe(false);
    // The same pixels as the upload: no second lossy encode.
    const pixels = async (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();
    expect((await pixels(result.data)).equals(await pixels(taken))).toBe(true);
    // A progressive JPEG is kept the same way.
    const progressive = await sharp(face).resize(64, 48).jpeg({ progressive: true }).toBuffer();
    const kept = await processPhoto(progressive);
    expect((await pixels(kept.data)).equals(await pixels(progressive))).toBe(true);
  });

  it('re-encodes a JPEG that is turned, carries a colour profile, is larger than stored or is not three channels of YCbCr', async () => {
    const source = await plain(64, 48).jpeg({ quality: 90 }).toBuffer();
    const reencoded = async (bytes: Uint8Array) => {
      const result = await processPhoto(bytes);
      return !(await sharp(result.data).raw().toBuffer()).equals(await sharp(bytes).raw().toBuffer());
    };
    // A noisy picture, so that a second encode cannot give the same pixels by chance.
    const noisy = await sharp(face).resize(64, 48).jpeg({ quality: 90 }).toBuffer();
    expect(await reencoded(noisy)).toBe(false);
    expect(await reencoded(await sharp(noisy).withMetadata({ orientation: 3 }).toBuffer())).toBe(true);
    expect(await reencoded(await sharp(noisy).withIccProfile('p3').toBuffer())).toBe(true);
    expect(await reencoded(await sharp(face).resize(2100, 2100).jpeg().toBuffer())).toBe(true);
    const grey = await processPhoto(await sharp(source).greyscale().jpeg().toBuffer());
    expect(await sharp(grey.data).metadata()).toMatchObject({ space: 'srgb', channels: 3 });
  });

  it('converts other colour spaces to sRGB and flattens transparency onto white', async () => {
    const p3 = await processPhoto(await plain(40, 40).withIccProfile('p3').jpeg().toBuffer());
    const p3meta = await sharp(p3.data).metadata();
    expect([p3meta.space, p3meta.hasProfile, p3meta.icc]).toEqual(['srgb', false, undefined]);
    const cmyk = await processPhoto(await plain(40, 40).toColourspace('cmyk').jpeg().toBuffer());
    expect(await sharp(cmyk.data).metadata()).toMatchObject({ space: 'srgb', channels: 3 });
    const transparent = await sharp({
      create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { data } = await sharp((await processPhoto(transparent)).data)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(245);
  });

  it('refuses bytes that are not an image of an accepted format with 415', async () => {
    const jpeg = await plain(64, 64).jpeg().toBuffer();
    const cases: [string, Uint8Array][] = [
      ['text', Buffer.from('This is a text file with a .jpg name.\n')],
      ['empty', new Uint8Array(0)],
      [
        'SVG, which sharp could render',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
      ],
      ['a JPEG signature on junk', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])],
      ['a truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
      ['a GIF signature on junk', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100, 1)])],
      [
        'an ISO media file that is no AVIF',
        Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(100)]),
      ],
    ];
    for (const [name, bytes] of cases) {
      const error = await rejection(bytes);
      expect([error.status, error.code, error.message], name).toEqual([
        415,
        'unsupported_media_type',
        'Please upload an image file',
      ]);
    }
  });

  it('refuses pixel bombs with 400 from their header, before decoding', async () => {
    // 10 billion pixels declared in 65 bytes.
    const header = await rejection(pngHeaderOnly(100_000, 100_000));
    expect([header.status, header.code, header.message]).toEqual([
      400,
      'bad_request',
      'This image is too large to process.',
    ]);
    // A real, fully decodable 64-megapixel image of a few kilobytes.
    const bomb = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#000' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9, palette: true, colours: 2 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(100_000);
    const error = await rejection(bomb);
    expect([error.status, error.message]).toEqual([400, 'This image is too large to process.']);
  });

  it('processes several uploads at once', async () => {
    const inputs = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        sharp(face)
          .resize(128 + i * 10)
          .jpeg()
          .toBuffer(),
      ),
    );
    const results = await Promise.all(inputs.map((input) => processPhoto(input)));
    expect(results.map((r) => r.width)).toEqual([128, 138, 148, 158, 168, 178]);
  });

  it('never refuses an upload for being one of many: beyond the memory budget they wait on disk, then the files go', async () => {
    const spillDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-queue-'));
    const inputs = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        sharp(face)
          .resize(100 + i)
          .jpeg()
          .toBuffer(),
      ),
    );
    const spilledBefore = photoQueueState().spilledSoFar;
    // A budget of nothing: every upload that has to wait waits in a file.
    const results = await Promise.all(inputs.map((input) => processPhoto(input, { spillDir, memoryBytes: 0 })));
    expect(results.map((r) => r.width)).toEqual(inputs.map((_, i) => 100 + i));
    expect(photoQueueState().spilledSoFar - spilledBefore).toBeGreaterThanOrEqual(10 - 2);
    expect(fs.readdirSync(spillDir)).toEqual([]);
    expect(photoQueueState()).toMatchObject({ active: 0, waiting: 0, waitingBytes: 0 });
    // A bad upload among waiting ones is still refused for what it is, and the queue goes on.
    const mixed = await Promise.allSettled([
      processPhoto(inputs[0]!, { spillDir, memoryBytes: 0 }),
      processPhoto(inputs[1]!, { spillDir, memoryBytes: 0 }),
      processPhoto(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), {
        spillDir,
        memoryBytes: 0,
      }),
      processPhoto(inputs[2]!, { spillDir, memoryBytes: 0 }),
    ]);
    expect(mixed.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(fs.readdirSync(spillDir)).toEqual([]);
  });

  it('removes uploads a stopped process left waiting on disk for more than an hour, and no others', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-queue-data-'));
    const dir = path.join(dataDir, 'photo-queue', 'host-123');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'old.upload'), 'x');
    fs.writeFileSync(path.join(dir, 'new.upload'), 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(path.join(dir, 'old.upload'), twoHoursAgo, twoHoursAgo);
    expect(await removeStaleSpills(dataDir)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual(['new.upload']);
    expect(await removeStaleSpills(path.join(dataDir, 'nothing-here'))).toBe(0);
  });
});
