import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithoutMetadata } from './jpeg-segments.ts';

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];
/** A frame header: 8-bit samples, 2 × 2 pixels, `components` components. */
const frame = (marker: number, components = 3, precision = 8) =>
  segment(marker, [precision, 0, 2, 0, 2, components, ...Array.from({ length: components * 3 }, () => 1)]);
const scanHeader = segment(0xda, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]);
const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];

describe('jpegWithoutMetadata', () => {
  it('keeps the tables, the frame and the scans byte for byte, restart markers and stuffed bytes included', () => {
    const tables = [...segment(0xdb, [0, 1, 2, 3]), ...segment(0xc4, [0, 4, 5]), ...segment(0xdd, [0, 8])];
    const scanData = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd1, 0x78];
    const picture = [...tables, ...frame(0xc0), ...scanHeader, ...scanData];
    const file = Uint8Array.from([
      ...SOI,
      ...segment(0xe0, [...Buffer.from('JFIF\0')]),
      ...segment(0xe1, [...Buffer.from('Exif\0\0GPS here')]),
      ...segment(0xfe, [...Buffer.from('a comment')]),
      ...picture,
      0xff, // fill before the end marker
      ...EOI,
      ...Buffer.from('trailing archive'),
    ]);
    expect([...jpegWithoutMetadata(file)!]).toEqual([...SOI, ...picture, 0xff, ...EOI]);
  });

  it('keeps every scan of a progressive file with the tables between them', async () => {
    const progressive = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a06050' } })
      .jpeg({ progressive: true })
      .toBuffer();
    const kept = jpegWithoutMetadata(progressive)!;
    expect(kept).not.toBeNull();
    const scans = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').split('\xff\xda').length - 1;
    expect(scans(kept)).toBe(scans(progressive));
    expect(scans(kept)).toBeGreaterThan(1);
  });

  it('answers null for what it cannot rebuild faithfully: Adobe blocks, other codings, other component counts, a missing end', () => {
    const scan = [...scanHeader, 0x12, 0x34];
    const file = (...parts: number[][]) => Uint8Array.from([...SOI, ...parts.flat()]);
    expect(jpegWithoutMetadata(file(frame(0xc0), scan, EOI))).not.toBeNull();
    // An Adobe block may say the channels are RGB, not YCbCr.
    expect(
      jpegWithoutMetadata(
        file(segment(0xee, [...Buffer.from('Adobe'), 0, 100, 0, 0, 0, 0, 0]), frame(0xc0), scan, EOI),
      ),
    ).toBeNull();
    expect(jpegWithoutMetadata(file(frame(0xc9), scan, EOI)), 'arithmetic coding').toBeNull();
    expect(jpegWithoutMetadata(file(frame(0xc3), scan, EOI)), 'lossless').toBeNull();
    expect(jpegWithoutMetadata(file(frame(0xc0, 1), scan, EOI)), 'grey').toBeNull();
    expect(jpegWithoutMetadata(file(frame(0xc0, 4), scan, EOI)), 'CMYK').toBeNull();
    expect(jpegWithoutMetadata(file(frame(0xc1, 3, 12), scan, EOI)), '12-bit').toBeNull();
    expect(jpegWithoutMetadata(file(frame(0xc0), scan)), 'no end marker').toBeNull();
    expect(jpegWithoutMetadata(file(scan, EOI)), 'no frame').toBeNull();
    expect(jpegWithoutMetadata(file(frame(0xc0), frame(0xc0), scan, EOI)), 'two frames').toBeNull();
    expect(
      jpegWithoutMetadata(file(frame(0xc0), [0xff, 0xdb, 0x00, 0x40, 1, 2], EOI)),
      'a segment past the end',
    ).toBeNull();
    expect(jpegWithoutMetadata(Uint8Array.from([0x89, 0x50, 0x4e, 0x47])), 'not a JPEG').toBeNull();
  });
});
