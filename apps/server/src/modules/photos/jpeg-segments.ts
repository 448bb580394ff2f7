/**
 * A JPEG rebuilt from the segments that make its picture, and nothing else: the quantisation and
 * Huffman tables, the frame header, the restart interval and the scans. Every APPn block (EXIF with
 * its GPS position and camera, XMP, IPTC, ICC profiles, JFIF), every comment and anything after the
 * end marker is left out. The scans are copied byte for byte, so the picture is the one the person
 * took, without a second lossy encode (decision 006, addendum).
 *
 * Only the plainest files qualify: a frame of the baseline, extended or progressive Huffman kinds
 * with 8-bit samples and three components and no Adobe block (which could say the three channels are RGB, not YCbCr:
 * without it a decoder would read other colours). Anything else answers null and goes the way of
 * a full re-encode.
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
/** Baseline, extended sequential and progressive DCT with Huffman coding. */
const PLAIN_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
const DHT = 0xc4;
const DQT = 0xdb;
const DRI = 0xdd;
const APP0 = 0xe0;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;

/** The JPEG without metadata, or null when it is not a plain JPEG whose segments all end inside it. */
export function jpegWithoutMetadata(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let frames = 0;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes (0xff repeated) may pad the space between segments.
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === SOS) {
      if (frames !== 1) return null;
      const scanEnd = endOfScan(bytes, end);
      if (scanEnd === null) return null;
      kept.push(bytes.subarray(at, scanEnd));
      at = scanEnd;
      if (bytes[at + 1] === EOI) {
        kept.push(bytes.subarray(at, at + 2));
        return Buffer.concat(kept);
      }
      continue;
    }
    if (PLAIN_FRAMES.has(marker)) {
      // Three components (YCbCr); one (grey) or four (CMYK) are converted by the re-encode instead.
      if (length < 8 || bytes[at + 4] !== 8 || bytes[at + 9] !== 3) return null;
      frames++;
      kept.push(bytes.subarray(at, end));
    } else if (marker === DQT || marker === DHT || marker === DRI) {
      kept.push(bytes.subarray(at, end));
    } else if (marker === APP14) {
      return null;
    } else if ((marker >= APP0 && marker <= APP15) || marker === COM) {
      // Left out.
    } else {
      // Arithmetic coding, hierarchical frames, a second image or a marker we do not know.
      return null;
    }
    at = end;
  }
  return null;
}

/**
 * Where the entropy-coded data after a scan header ends: at the first marker that is neither a
 * stuffed zero (0xff 0x00), a restart marker (0xff 0xd0-0xd7) nor fill (0xff 0xff). Null when the
 * data runs to the end of the file.
 */
function endOfScan(bytes: Uint8Array, from: number): number | null {
  for (let i = bytes.indexOf(0xff, from); i !== -1 && i + 1 < bytes.length; i = bytes.indexOf(0xff, i + 1)) {
    const next = bytes[i + 1]!;
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return i;
  }
  return null;
}
