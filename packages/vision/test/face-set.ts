/**
 * The real-face set: photos of different people, frontal or near-frontal, one face each, with the
 * skin-tone band we judged for each (measured ITA and our own eyes; see fixtures/faces/README.md
 * for every file's source, licence and attribution). `bench/face-set-report.ts` runs the analysis
 * on all of them.
 */
import fs from 'node:fs';
import type { ItaBand } from '../src/index.ts';

/** The ITA bands from lightest to darkest (Chardon et al. 1991; del Bino et al. 2006). */
export const ITA_BANDS = [
  'very_light',
  'light',
  'intermediate',
  'tan',
  'brown',
  'dark',
] as const satisfies readonly ItaBand[];

export interface FaceSetPhoto {
  /** Path under test/fixtures/. */
  file: string;
  person: string;
  /** The band we judged: measured ITA, read against the photo's light and our own eyes. */
  band: ItaBand;
}

export const FACE_SET: readonly FaceSetPhoto[] = [
  // Measured ITA 59.7 (very light); fair skin under even studio light.
  { file: 'astronaut.png', person: 'Eileen Collins', band: 'very_light' },
  // Measured ITA 23.1 (tan): the scan's warm cast lowers it; by eye fair, elderly skin.
  { file: 'faces/grace-hopper.jpg', person: 'Grace Hopper', band: 'light' },
  // Measured ITA 43.4 (light); pinkish light skin, flash.
  { file: 'faces/kphotoalbum-jesper.jpg', person: 'Jesper (KPhotoAlbum demo)', band: 'light' },
];

export function readFacePhoto(photo: FaceSetPhoto): Buffer {
  return fs.readFileSync(new URL(`./fixtures/${photo.file}`, import.meta.url));
}
