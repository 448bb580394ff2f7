/**
 * A fake camera for Chromium, made at test time from a face photo: a Y4M file (a text header, then
 * per frame `FRAME` and the raw I420 planes) that Chromium plays as the camera with
 * `--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>`, looping it. The
 * file is written into a temporary folder, never into the repository.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export interface FakeScene {
  /** The face photo. */
  source: string;
  /** The face's centre in the source photo's pixels; it is put in the middle of the frame. */
  faceCentre: readonly [number, number];
  /** How much the photo is enlarged (a nearer face) or shrunk (a farther one). */
  scale: number;
  /** Degrees the head is tilted (the photo turned clockwise around the face). */
  rotateDeg?: number;
  /** Multiplies every pixel: below 1 a darker room. */
  brightness?: number;
  /** The frame; 960 × 720 unless said. */
  width?: number;
  height?: number;
}

const BACKGROUND = { r: 196, g: 190, b: 182 };

/** The scene as one RGB frame. */
export async function sceneFrame(scene: FakeScene): Promise<{ rgb: Buffer; width: number; height: number }> {
  const width = scene.width ?? 960;
  const height = scene.height ?? 720;
  const meta = await sharp(scene.source).metadata();
  const sw = Math.round(meta.width! * scene.scale);
  const sh = Math.round(meta.height! * scene.scale);
  // The face's centre at the middle of the frame: where the scaled photo's corner lands.
  let left = Math.round(width / 2 - scene.faceCentre[0] * scene.scale);
  let top = Math.round(height / 2 - scene.faceCentre[1] * scene.scale);
  let image = sharp(scene.source).removeAlpha().resize(sw, sh);
  let iw = sw;
  let ih = sh;
  if (scene.rotateDeg) {
    // Turned around the face's centre: pad so that the centre is the middle, then rotate.
    const cx = scene.faceCentre[0] * scene.scale;
    const cy = scene.faceCentre[1] * scene.scale;
    const half = Math.ceil(Math.max(cx, sw - cx, cy, sh - cy));
    const padded = await image
      .extend({
        left: half - Math.round(cx),
        right: half - (sw - Math.round(cx)),
        top: half - Math.round(cy),
        bottom: half - (sh - Math.round(cy)),
        background: BACKGROUND,
      })
      .toBuffer();
    const rotated = sharp(padded).rotate(scene.rotateDeg, { background: BACKGROUND });
    const { info } = await rotated.clone().raw().toBuffer({ resolveWithObject: true });
    image = sharp(await rotated.png().toBuffer());
    iw = info.width;
    ih = info.height;
    left = Math.round(width / 2 - iw / 2);
    top = Math.round(height / 2 - ih / 2);
  }
  // The part of the photo inside the frame.
  const x0 = Math.max(0, -left);
  const y0 = Math.max(0, -top);
  const x1 = Math.min(iw, width - left);
  const y1 = Math.min(ih, height - top);
  const visible = await image
    .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
    .png()
    .toBuffer();
  const frame = await sharp({ create: { width, height, channels: 3, background: BACKGROUND } })
    .composite([{ input: visible, left: left + x0, top: top + y0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const k = scene.brightness ?? 1;
  if (k !== 1) for (let i = 0; i < frame.length; i++) frame[i] = Math.min(255, Math.round(frame[i]! * k));
  return { rgb: frame, width, height };
}

/** RGB to I420 with full-range BT.601 (what `C420jpeg` says), chroma averaged over 2 × 2 pixels. */
export function rgbToI420(rgb: Buffer, width: number, height: number): Buffer {
  const cw = width / 2;
  const ch = height / 2;
  const out = Buffer.alloc(width * height + 2 * cw * ch);
  for (let i = 0; i < width * height; i++) {
    const r = rgb[3 * i]!;
    const g = rgb[3 * i + 1]!;
    const b = rgb[3 * i + 2]!;
    out[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  const u = width * height;
  const v = u + cw * ch;
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = 3 * ((2 * y + dy) * width + 2 * x + dx);
        r += rgb[i]!;
        g += rgb[i + 1]!;
        b += rgb[i + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
      out[u + y * cw + x] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      out[v + y * cw + x] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  return out;
}

/** Writes the scene as a Y4M file of a few identical frames into `dir`; returns its path. */
export async function writeFakeCamera(dir: string, name: string, scene: FakeScene, frames = 3): Promise<string> {
  const { rgb, width, height } = await sceneFrame(scene);
  const planes = rgbToI420(rgb, width, height);
  const file = path.join(dir, `${name}.y4m`);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`)];
  for (let n = 0; n < frames; n++) parts.push(Buffer.from('FRAME\n'), planes);
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-camera-'));
}

/** The committed face photo and where its face is (its box's centre, found once with the server's detector). */
export const ASTRONAUT = {
  source: path.join(import.meta.dirname, 'fixtures/astronaut.png'),
  faceCentre: [224.5, 121.5] as const,
  /** Pixels between the outer eye corners at scale 1. */
  eyeSpanPx: 62,
};
