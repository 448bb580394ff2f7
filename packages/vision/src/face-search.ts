/**
 * Where the face is: found in the photo (again in tiles of a larger copy when it is small, again
 * with a border when it is cut off), the photo's turn when it lies on its side or upside down, and
 * the mesh fitted on a crop framed the same way for every photo.
 */
import type { DetectedFace, FaceDetector, MeshSquare } from './face-detector.ts';
import {
  cropRgb,
  DETECTION_LONG_SIDE,
  readDetectionImage,
  readFaceCrop,
  type PhotoSize,
  type RgbImage,
} from './photo-input.ts';
import type { QualityRefusal } from './quality.ts';
import type { Point } from './raster.ts';
import { OUTER_EYE_CORNERS } from './regions.ts';

/**
 * The face mesh is fitted to the face as the detector saw it, and how much of the picture the face
 * filled changes the fit by a pixel or two, enough to move a thin region such as the under-eye.
 * So the face is always detected a second time on a crop framed the same way: the face box
 * REFINE_FACE_PX wide in a square REFINE_CROP_FACES face widths across.
 */
const REFINE_FACE_PX = 240;
const REFINE_CROP_FACES = 2.4;

/**
 * The under-eye regions are thin bands on the lid's shadow, so a pixel of the mesh's jitter moves
 * their median (decision 038). The fit on the crop comes from the face model's whole pipeline: the
 * detector's box, jittery between two photos that barely differ, frames the mesh, and its points
 * come back rounded down to whole pixels. So the mesh is fitted again by the mesh model alone
 * (`FaceDetector.fitMeshes`), in squares framed on that first fit, not rounded, and the refits are
 * averaged point by point: the test-time augmentation of landmark models. Each square is the first
 * fit's square (the mesh's bounding box centre, the detector's box side, turned by the eye line)
 * scaled by `scale` and moved by `dx`, `dy` of its side. On the 42 portraits under JPEG 85 and 70,
 * ±5 % exposure and 5 % warmer and cooler light, the under-eye points moved by 0.85 % of the eye span (median; 90th
 * percentile 1.33 %) for the single fit, 0.45 % (0.61 %) for the average of three whole fits at
 * three scales that this replaces, and 0.11 % (0.25 %) for these four refits, at a third of the
 * cost: a refit is the mesh model's 5 ms, a whole fit also the detector's 20 (decision 040).
 */
export const MESH_REFITS = [
  { scale: 0.95, dx: 0, dy: 0 },
  { scale: 1.05, dx: 0, dy: 0 },
  { scale: 1, dx: 0.02, dy: 0 },
  { scale: 1, dx: -0.02, dy: 0 },
] as const;
/** A refit whose square the mesh model doubts holds a face (below this score) is left out. */
const REFIT_MIN_SCORE = 0.5;
/** Points of the mesh without the iris (the 'locate' fit's). */
const FACE_MESH_POINTS = 468;

export interface LocatedFace {
  face: DetectedFace;
  /** The mesh in photo pixels. */
  mesh: Point[];
  /**
   * The mesh averaged over the refits (MESH_REFITS), in photo pixels, where the face was refined
   * (the iris points are the fit's): it places the thin under-eye regions, whose median a pixel of
   * jitter moves.
   */
  averagedMesh: Point[];
  /** The face box in photo pixels. */
  box: [number, number, number, number];
}

function locate(
  face: DetectedFace,
  sx: number,
  sy: number,
  dx = 0,
  dy = 0,
  averaged?: DetectedFace['mesh'],
): LocatedFace {
  const [x, y, w, h] = face.box;
  const toPhoto = (mesh: DetectedFace['mesh']) => mesh.map(([px, py]) => [dx + px * sx, dy + py * sy] as Point);
  const mesh = toPhoto(face.mesh);
  return {
    face,
    mesh,
    averagedMesh: averaged ? toPhoto(averaged) : mesh,
    box: [dx + x * sx, dy + y * sy, w * sx, h * sy],
  };
}

/**
 * A face upside down is often found and fitted the right way up: the mesh's eyes land on the
 * mouth and nostrils and its roll says nothing (decision 029). What a fit's mesh points sit on tells
 * the two apart: irises darker than the cheeks, brows darker than the forehead, nostrils darker
 * than the nose tip, lips redder than the cheeks, and the mesh model's own score. No one of them
 * holds on every face (light brows, glasses, pale lips); their sum, each in its typical spread,
 * does. The photo is turned when the fit to the crop turned over shows more of it than the fit
 * as it is (UPSIDE_DOWN_MARGIN).
 *
 * The model's score is the mesh model's, read as the digits of certainty it reaches
 * (−log10(1 − score), at most MESH_SCORE_DIGITS), not the detector's: the fit on the crop is made
 * by the mesh model alone in the first fit's square and carries the first look's detector score,
 * which is as high for a wrong fit as for a right one (decision 040, addendum). On the 815
 * portraits of decision 029 (as given and upside down), right fits reach 6-7 digits; wrong fits
 * 1.6 at the median and 4.6 at the 99th percentile.
 */
const ORIENTATION_CUE_SPREAD = { meshScore: 0.7, irisDark: 0.3, brow: 0.3, nostril: 0.2, lip: 0.15 } as const;
/** Float32 scores stop at about 7 digits (1 − 6e-8). */
const MESH_SCORE_DIGITS = 7;
/**
 * Only photos whose fit is not clearly upright are checked (CLEARLY_UPRIGHT_EVIDENCE). Of the 815
 * portraits as given, 11 were checked: turned over, 5 showed no face and 6 showed less evidence by
 * 1.57 at least. Of 831 upside-down photos (as given and tightly framed) whose fit stayed inside
 * the photo, every fit turned over showed more, by 0.83 at least.
 */
const UPSIDE_DOWN_MARGIN = 0;
/**
 * When the fit as given reaches beyond the photo, the face may be cut off rather than upside
 * down, and the half face that is left, turned over, can look more like a face than it does as it
 * is (a face cut off below the nose was turned and measured on wrong regions). A face cut off is
 * cut off whichever way up it is looked at; a face framed tightly and upside down is whole once
 * turned. So the photo is turned only when its fit turned over lies inside the crop it was fitted
 * on by at least this share of the fit's own size on every side (`wholeIn`; the crop lies inside
 * the photo, and a whole face lies well inside it). On the 815 portraits (decision 062): of 525
 * faces cut off below the nose whose fit was checked this way, every fit turned over reached to
 * within 0.12 of its size from the crop's edge (all but two to within 0.04, most beyond it); of
 * 255 upside-down photos framed tightly to the face whose fit reached beyond the photo, every fit
 * turned over lay inside by 0.19 or more.
 */
const WHOLE_FACE_MARGIN = 0.1;

/** Whether a fit's mesh lies inside an image of `width` × `height` by `margin` of its own size on every side. */
function wholeIn(mesh: readonly (readonly number[])[], width: number, height: number, margin: number): boolean {
  const [minX, minY, maxX, maxY] = meshBounds(mesh);
  const marginX = margin * (maxX - minX);
  const marginY = margin * (maxY - minY);
  return minX >= marginX && minY >= marginY && maxX <= width - marginX && maxY <= height - marginY;
}
/**
 * A fit on the crop as it is that shows at least this much evidence, stays inside the photo and
 * was made by the mesh model in the first fit's square is taken as upright without fitting the
 * crop turned over (a fit of the whole face model, about 50 ms of CPU). On the 815 portraits, the
 * wrong fits of upside-down photos made that way showed at most 9.79; upright photos showed 10.4
 * and more, and 804 of 815 reach 11.5 (decision 040, addendum). Below it, when the fit reaches
 * beyond the photo, or when the mesh model doubted the first fit's square (a wrong fit of the
 * whole model reached 12.85), the check runs.
 */
export const CLEARLY_UPRIGHT_EVIDENCE = 11.5;
/** Mesh points: iris centres, cheeks, forehead and brows, nose tip and nostrils, lips. */
const CUE_POINTS = {
  irises: [468, 473],
  cheeks: [50, 280],
  forehead: 151,
  brows: [105, 334],
  noseTip: 1,
  nostrils: [79, 309],
  lips: [13, 14, 0, 17],
} as const;

/** How much a fit's mesh points look like a face the right way up: higher is more. */
export function uprightEvidence(image: RgbImage, face: DetectedFace): number {
  const mesh = face.mesh;
  if (mesh.length <= CUE_POINTS.irises[1]) return Number.NEGATIVE_INFINITY;
  const span = Math.hypot(mesh[33]![0] - mesh[263]![0], mesh[33]![1] - mesh[263]![1]);
  const radius = Math.max(1, Math.round(span * 0.04));
  const at = (index: number) => discMean(image, mesh[index]!, radius);
  const mean = (indices: readonly number[], read: (s: DiscMean) => number) =>
    indices.reduce((sum, i) => sum + read(at(i)), 0) / indices.length;
  const luma = (s: DiscMean) => s.luma;
  const redness = (s: DiscMean) => s.redGreen;
  const cheek = Math.max(1, mean(CUE_POINTS.cheeks, luma));
  const cues = {
    meshScore: Math.min(MESH_SCORE_DIGITS, -Math.log10(Math.max(1 - face.faceScore, 10 ** -MESH_SCORE_DIGITS))),
    irisDark: (cheek - mean(CUE_POINTS.irises, luma)) / cheek,
    brow: (luma(at(CUE_POINTS.forehead)) - mean(CUE_POINTS.brows, luma)) / cheek,
    nostril: (luma(at(CUE_POINTS.noseTip)) - mean(CUE_POINTS.nostrils, luma)) / cheek,
    lip: mean(CUE_POINTS.lips, redness) - mean(CUE_POINTS.cheeks, redness),
  };
  return (Object.keys(cues) as (keyof typeof cues)[]).reduce(
    (sum, cue) => sum + cues[cue] / ORIENTATION_CUE_SPREAD[cue],
    0,
  );
}

interface DiscMean {
  /** Mean luma (Rec. 601), 0-255. */
  luma: number;
  /** log of red over green: redder is higher. */
  redGreen: number;
}

function discMean(image: RgbImage, [x, y]: readonly number[], radius: number): DiscMean {
  let luma = 0;
  let red = 0;
  let green = 0;
  let count = 0;
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      if (dx * dx + dy * dy > radius * radius) continue;
      const px = Math.round(x! + dx);
      const py = Math.round(y! + dy);
      if (px < 0 || py < 0 || px >= image.width || py >= image.height) continue;
      const i = (py * image.width + px) * 3;
      const r = image.rgb[i]!;
      const g = image.rgb[i + 1]!;
      luma += 0.299 * r + 0.587 * g + 0.114 * image.rgb[i + 2]!;
      red += r;
      green += g;
      count++;
    }
  }
  return { luma: luma / Math.max(count, 1), redGreen: Math.log((red + 1) / (green + 1)) };
}

/** The image turned by 180°. */
function turnedOver(image: RgbImage): RgbImage {
  const src = image.rgb;
  const rgb = new Uint8Array(src.length);
  // Pixel by pixel, not with subarray/set: a view per pixel made this 24 ms of a 576-px crop.
  for (let i = 0, j = src.length - 3; j >= 0; i += 3, j -= 3) {
    rgb[j] = src[i]!;
    rgb[j + 1] = src[i + 1]!;
    rgb[j + 2] = src[i + 2]!;
  }
  return { rgb, width: image.width, height: image.height };
}

export interface RefinedFace extends LocatedFace {
  /** True when the face is upside down though its fit reported no roll: analyse the photo turned by 180°. */
  upsideDown: boolean;
  /**
   * How far the refits (MESH_REFITS) landed from the fit, on average, in eye spans
   * (`meshDisagreement`); 0 where there were none. Above FIT_SETTLED the fit had not settled.
   */
  refitSpread: number;
  /**
   * How much the fit's points look like a face the right way up (`uprightEvidence`); null where
   * the crop was not fitted (the first look's fit is used as it was) or the face is upside down.
   */
  evidence: number | null;
  /**
   * Where the face was read as upside down: the evidence the fit on the crop as it is showed
   * (−Infinity where there was none). The photo turned over must fit better than that to be
   * measured turned (decision 070).
   */
  uprightEvidence?: number;
  /**
   * Where the face was read as upside down: the fit as given, finished (its mesh averaged) from
   * the crop already read and fitted, for when the photo turned over fits worse (decision 070).
   */
  asGiven?: () => Promise<RefinedFace>;
}

/**
 * Fits the face again on a crop framed around it (falls back to the first fit; `fitOnCrop`), and,
 * when `checkOrientation` and the fit is not clearly upright (CLEARLY_UPRIGHT_EVIDENCE) or reaches
 * beyond the photo, whether the face is upside down after all. `onFitted` hears of the fit on the crop (its mesh in photo
 * pixels, not yet averaged) as soon as there is one, before the checks and fits that follow it: the caller can start reading the photo for it meanwhile, and answers
 * 'cut_off' when that fit reaches beyond the photo (the photo is then turned only if the fit turned over is whole).
 */
export async function refine(
  detector: FaceDetector,
  photo: Buffer,
  size: PhotoSize,
  coarse: LocatedFace,
  checkOrientation: boolean,
  onFitted?: (fitted: LocatedFace) => 'cut_off' | void,
): Promise<RefinedFace> {
  const [x, y, w, h] = coarse.box;
  const scale = REFINE_FACE_PX / Math.max(w, h);
  const scaledWidth = Math.max(1, Math.round(size.width * scale));
  const scaledHeight = Math.max(1, Math.round(size.height * scale));
  const side = Math.round(REFINE_CROP_FACES * REFINE_FACE_PX);
  const width = Math.min(scaledWidth, side);
  const height = Math.min(scaledHeight, side);
  const left = Math.min(scaledWidth - width, Math.max(0, Math.round((x + w / 2) * scale - width / 2)));
  const top = Math.min(scaledHeight - height, Math.max(0, Math.round((y + h / 2) * scale - height / 2)));
  const crop = await readFaceCrop(photo, { scaledWidth, scaledHeight, left, top, width, height });
  const sx = size.width / scaledWidth;
  const sy = size.height / scaledHeight;
  const { face, byWholeModel } = await fitOnCrop(detector, crop, coarse, (x, y) => [x / sx - left, y / sy - top]);
  const fitCutOff = face && onFitted ? onFitted(locate(face, sx, sy, left * sx, top * sy)) === 'cut_off' : false;
  const evidence = face ? uprightEvidence(crop, face) : Number.NEGATIVE_INFINITY;
  // The fit as given, finished: what is measured unless the photo is turned over.
  const asGiven = async (): Promise<RefinedFace> => {
    if (!face) return { ...coarse, upsideDown: false, refitSpread: 0, evidence: null };
    const averaged = await averagedMesh(detector, crop, face);
    const located = locate(face, sx, sy, left * sx, top * sy, averaged);
    return { ...located, upsideDown: false, refitSpread: meshDisagreement(face.mesh, averaged), evidence };
  };
  if (checkOrientation && (evidence < CLEARLY_UPRIGHT_EVIDENCE || fitCutOff || byWholeModel)) {
    // A face upside down is often found in the photo but not fitted on the crop: then the crop
    // turned over is what decides.
    const over = turnedOver(crop);
    const [overFace] = await detector.detect(over.rgb, over.width, over.height, 'landmarks');
    const overEvidence = overFace ? uprightEvidence(over, overFace) : Number.NEGATIVE_INFINITY;
    const upsideDown =
      overFace !== undefined &&
      (!fitCutOff || wholeIn(overFace.mesh, over.width, over.height, WHOLE_FACE_MARGIN)) &&
      (face === undefined || overEvidence - evidence > UPSIDE_DOWN_MARGIN);
    if (upsideDown)
      return { ...coarse, upsideDown, refitSpread: 0, evidence: null, uprightEvidence: evidence, asGiven };
  }
  return asGiven();
}

/** Below this score of the mesh model the landmark fit on the crop is not trusted, as human's pipeline does not. */
const FIT_MIN_SCORE = 0.5;

/**
 * The face fitted on the refine crop: the mesh and iris models in the square of the first fit
 * (its mesh's centre, its box side, turned by its eye line; `toCrop` maps the photo's pixels into
 * the crop's), as the face model's pipeline would fit it after its detector, without running the
 * detector again (about 20 of the 42 ms; decision 040, addendum). The detector's score is the
 * first fit's (the orientation check reads the mesh model's own). Where the mesh model doubts
 * that square holds a face, the whole pipeline fits the crop as before.
 */
async function fitOnCrop(
  detector: FaceDetector,
  crop: RgbImage,
  coarse: LocatedFace,
  toCrop: (x: number, y: number) => [number, number],
): Promise<{ face: DetectedFace | undefined; byWholeModel: boolean }> {
  const mesh = coarse.mesh.slice(0, FACE_MESH_POINTS).map(([x, y]) => toCrop(x, y));
  const [x0, y0] = toCrop(coarse.box[0], coarse.box[1]);
  const [x1, y1] = toCrop(coarse.box[0] + coarse.box[2], coarse.box[1] + coarse.box[3]);
  const [squareX, squareY] = meshCentre(mesh);
  const square = { cx: squareX, cy: squareY, side: Math.max(x1 - x0, y1 - y0), rollRad: eyeLineRoll(mesh) };
  const fit = await detector.fitLandmarks(crop.rgb, crop.width, crop.height, square);
  if (fit.faceScore < FIT_MIN_SCORE) {
    const [face] = await detector.detect(crop.rgb, crop.width, crop.height, 'landmarks');
    return { face, byWholeModel: true };
  }
  // human's box: the square's side about the mesh's centre, clipped to the image.
  const [cx, cy] = meshCentre(fit.mesh);
  const bx = Math.max(0, cx - square.side / 2);
  const by = Math.max(0, cy - square.side / 2);
  const face: DetectedFace = {
    box: [
      Math.trunc(bx),
      Math.trunc(by),
      Math.trunc(Math.min(crop.width, cx + square.side / 2) - bx),
      Math.trunc(Math.min(crop.height, cy + square.side / 2) - by),
    ],
    mesh: fit.mesh,
    yawDeg: fit.yawDeg,
    pitchDeg: fit.pitchDeg,
    rollDeg: fit.rollDeg,
    boxScore: coarse.face.boxScore,
    faceScore: fit.faceScore,
  };
  return { face, byWholeModel: false };
}

/**
 * Mean distance between the points of two meshes of one face (the 468 without the irises), in
 * eye spans (outer corner to outer corner) of the first.
 */
function meshDisagreement(a: DetectedFace['mesh'], b: DetectedFace['mesh']): number {
  const span = Math.max(1e-6, Math.hypot(a[33]![0] - a[263]![0], a[33]![1] - a[263]![1]));
  let sum = 0;
  for (let i = 0; i < FACE_MESH_POINTS; i++) sum += Math.hypot(a[i]![0] - b[i]![0], a[i]![1] - b[i]![1]);
  return sum / FACE_MESH_POINTS / span;
}

/**
 * Refits (MESH_REFITS) that land this far from the fit, on average, in eye spans, show a fit that
 * had not settled on the face: the mesh model read the face at the wrong size or place, and the
 * mean of fits that disagree is no face's mesh. Settled fits land about 0.02 away; the unsettled
 * fit that set this (JPEG 85 of a portrait that fills the photo, whose detector box came out 14 %
 * too large) 0.17, its refits 0.08-0.10 from each other.
 */
export const FIT_SETTLED = 0.06;
/**
 * A fit whose points show less evidence of a face the right way up (`uprightEvidence`) than this
 * sits on the wrong features (decision 049). Fits of 102 portraits (the 42 and 60 others), as
 * given and under every mild change and drawn dose, showed 6.3 and more, nearly all 10 and more;
 * fits that sat a row of features too high (eyes on the brows, mouth on the nose) 0.2-5.2.
 */
export const FIT_EVIDENCE = 6;

/** Whether a fit settled on the face's features (FIT_SETTLED, FIT_EVIDENCE). */
export function fitSettled(fit: Pick<RefinedFace, 'refitSpread' | 'evidence'>): boolean {
  return fit.refitSpread <= FIT_SETTLED && (fit.evidence === null || fit.evidence >= FIT_EVIDENCE);
}

/** The refusal of a face whose fit did not settle (`fitSettled`): its regions would lie on the wrong features. */
export function fitRefusal(fit: Pick<RefinedFace, 'refitSpread' | 'evidence'>): QualityRefusal | null {
  if (fitSettled(fit)) return null;
  return {
    reason: 'no_face',
    detail: `the face's features could not be placed (refits ${fit.refitSpread.toFixed(2)} eye spans apart, evidence of a face ${fit.evidence?.toFixed(1)})`,
  };
}

/** The square the mesh model read for `face`: centred on its mesh, the detector's box side, turned by its eye line. */
export function fittedSquare(face: DetectedFace): MeshSquare {
  const [cx, cy] = meshCentre(face.mesh);
  return { cx, cy, side: Math.max(face.box[2], face.box[3]), rollRad: eyeLineRoll(face.mesh) };
}

/** The mesh's bounding box (its 468 points; the irises left out), as [minX, minY, maxX, maxY]. */
function meshBounds(mesh: readonly (readonly number[])[]): [number, number, number, number] {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < FACE_MESH_POINTS; i++) {
    const [x, y] = mesh[i]!;
    minX = Math.min(minX, x!);
    maxX = Math.max(maxX, x!);
    minY = Math.min(minY, y!);
    maxY = Math.max(maxY, y!);
  }
  return [minX, minY, maxX, maxY];
}

/** The centre of the mesh's bounding box. */
function meshCentre(mesh: readonly (readonly number[])[]): [number, number] {
  const [minX, minY, maxX, maxY] = meshBounds(mesh);
  return [(minX + maxX) / 2, (minY + maxY) / 2];
}

/** The turn of the line through the outer eye corners, in radians. */
function eyeLineRoll(mesh: readonly (readonly number[])[]): number {
  const [right, left] = [mesh[OUTER_EYE_CORNERS[0]]!, mesh[OUTER_EYE_CORNERS[1]]!];
  return Math.atan2(left[1]! - right[1]!, left[0]! - right[0]!);
}

/**
 * The mesh of `face` (fitted on `crop`) fitted again in the squares of MESH_REFITS and averaged, in
 * the crop's pixels; the fit itself where no refit holds a face.
 */
async function averagedMesh(detector: FaceDetector, crop: RgbImage, face: DetectedFace): Promise<DetectedFace['mesh']> {
  const square = fittedSquare(face);
  const refits = await detector.fitMeshes(
    crop.rgb,
    crop.width,
    crop.height,
    MESH_REFITS.map(({ scale, dx, dy }) => ({
      cx: square.cx + dx * square.side,
      cy: square.cy + dy * square.side,
      side: square.side * scale,
      rollRad: square.rollRad,
    })),
  );
  const fits = refits.filter((refit) => refit.faceScore >= REFIT_MIN_SCORE).map((refit) => refit.mesh);
  if (fits.length === 0) return face.mesh;
  return face.mesh.map((point, i) => {
    if (i >= FACE_MESH_POINTS) return point;
    const mean = (axis: 0 | 1 | 2) => fits.reduce((sum, fit) => sum + fit[i]![axis], 0) / fits.length;
    return [mean(0), mean(1), mean(2)];
  });
}

/** A face rolled further than this lies on its side or upside down: the photo is turned upright first. */
const UPRIGHT_ROLL_DEG = 45;
/** When no face is found, the photo is searched again this large, in detection-sized tiles, for a small face. */
const SMALL_FACE_LONG_SIDE = 1920;
const TILE_STRIDE = 480;
/** When no face is found, the photo is searched again with a border of this share of the detection size. */
const CUT_OFF_PAD = 0.2;

/** A clockwise turn that changes the photo: never 0, so that analysing the turned photo cannot ask to turn it again. */
export type Turn = 90 | 180 | 270;

export type FaceSearch =
  | {
      kind: 'found';
      faces: LocatedFace[];
      widths: number[];
      /** The photo as the detector first saw it (DETECTION_LONG_SIDE), for the scene's colour. */
      detection: RgbImage;
    }
  | { kind: 'none'; detection: RgbImage }
  | { kind: 'turn'; degrees: Turn }
  /** Found only with a border, and reaching well beyond the photo's `edge`: refused as cut off. */
  | { kind: 'cut_off'; edge: PhotoEdge; share: number };

export type PhotoEdge = 'left' | 'top' | 'right' | 'bottom';

/**
 * A face found only with a border that reaches beyond the photo by more than this share of its own
 * box is cut off: fitted inside the photo, its mesh squeezes a whole face into the part that is
 * there (a face cut off below the eyes was measured with its chin on the glasses).
 */
const CUT_OFF_BEYOND_SHARE = 0.1;

/** The edge of the photo that `box` reaches furthest beyond, as a share of the box's width or height. */
function furthestBeyond([x, y, w, h]: readonly number[], size: PhotoSize): { edge: PhotoEdge; share: number } {
  const beyond: [PhotoEdge, number][] = [
    ['left', -x! / w!],
    ['top', -y! / h!],
    ['right', (x! + w! - size.width) / w!],
    ['bottom', (y! + h! - size.height) / h!],
  ];
  const [edge, share] = beyond.reduce((p, q) => (q[1] > p[1] ? q : p));
  return { edge, share };
}

/**
 * The clockwise turn, a multiple of 90°, that makes a face upright which lies rolled by `rollDeg`
 * in the photo after it was already turned by `turnedDeg`; null when that is no turn at all.
 */
function uprightTurn(rollDeg: number, turnedDeg = 0): Turn | null {
  const degrees = (((turnedDeg - Math.round(rollDeg / 90) * 90) % 360) + 360) % 360;
  return degrees === 90 || degrees === 180 || degrees === 270 ? degrees : null;
}

/** Overlap of two boxes [x, y, w, h] as intersection over union. */
function overlap(p: readonly number[], q: readonly number[]): number {
  const w = Math.min(p[0]! + p[2]!, q[0]! + q[2]!) - Math.max(p[0]!, q[0]!);
  const h = Math.min(p[1]! + p[3]!, q[1]! + q[3]!) - Math.max(p[1]!, q[1]!);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / (p[2]! * p[3]! + q[2]! * q[3]! - w * h);
}

/**
 * Where the faces are, largest first, in photo pixels. A face too small for the first look is
 * looked for again in tiles of a larger copy (so that it is refused as small, not as missing), and
 * a photo lying on its side or upside down is reported as such, to be analysed turned upright.
 */
export async function findFaces(
  detector: FaceDetector,
  photo: Buffer,
  size: PhotoSize,
  mayTurn: boolean,
): Promise<FaceSearch> {
  const detection = await readDetectionImage(photo);
  const sx = size.width / detection.width;
  const sy = size.height / detection.height;
  const first = await detector.detect(detection.rgb, detection.width, detection.height, 'locate');
  if (first.length > 0) {
    const turn = mayTurn && Math.abs(first[0]!.rollDeg) > UPRIGHT_ROLL_DEG ? uprightTurn(first[0]!.rollDeg) : null;
    if (turn) return { kind: 'turn', degrees: turn };
    return {
      kind: 'found',
      faces: first.map((f) => locate(f, sx, sy)),
      widths: first.map((f) => f.box[2] * sx),
      detection,
    };
  }
  const longSide = Math.min(SMALL_FACE_LONG_SIDE, Math.max(size.width, size.height));
  if (longSide > DETECTION_LONG_SIDE * 1.2) {
    const large = await readDetectionImage(photo, { longSide });
    const lx = size.width / large.width;
    const ly = size.height / large.height;
    const found: LocatedFace[] = [];
    const starts = (extent: number) => {
      const out: number[] = [];
      for (let at = 0; at + DETECTION_LONG_SIDE < extent; at += TILE_STRIDE) out.push(at);
      out.push(Math.max(0, extent - DETECTION_LONG_SIDE));
      return [...new Set(out)];
    };
    for (const top of starts(large.height)) {
      for (const left of starts(large.width)) {
        const tile = cropRgb(large, left, top, DETECTION_LONG_SIDE, DETECTION_LONG_SIDE);
        for (const face of await detector.detect(tile.rgb, tile.width, tile.height, 'locate')) {
          const located = locate(face, lx, ly, left * lx, top * ly);
          if (!found.some((other) => overlap(other.box, located.box) > 0.3)) found.push(located);
        }
      }
    }
    if (found.length > 0) {
      found.sort((p, q) => q.box[2] - p.box[2]);
      return { kind: 'found', faces: found, widths: found.map((f) => f.box[2]), detection };
    }
  }
  if (mayTurn) {
    // Upside down first: a phone held the wrong way round is the commonest case.
    for (const degrees of [180, 90, 270]) {
      const turned = await readDetectionImage(photo, { rotate: degrees });
      const [face] = await detector.detect(turned.rgb, turned.width, turned.height, 'locate');
      // A face found only in the turned photo but lying upright once turned back (the detector
      // disagreeing with itself, as on a face cut off below the nose) is no reason to turn.
      const turn = face ? uprightTurn(face.rollDeg, degrees) : null;
      if (turn) return { kind: 'turn', degrees: turn };
    }
  }
  // A face cut off by the photo's edge: looked for again with a border, to be refused as cut off.
  const pad = Math.round(DETECTION_LONG_SIDE * CUT_OFF_PAD);
  const padded = await readDetectionImage(photo, { pad });
  const [cut] = await detector.detect(padded.rgb, padded.width, padded.height, 'locate');
  if (cut) {
    const turn = mayTurn && Math.abs(cut.rollDeg) > UPRIGHT_ROLL_DEG ? uprightTurn(cut.rollDeg) : null;
    if (turn) return { kind: 'turn', degrees: turn };
    const px = size.width / (padded.width - 2 * pad);
    const py = size.height / (padded.height - 2 * pad);
    const located = locate(cut, px, py, -pad * px, -pad * py);
    const beyond = furthestBeyond(located.box, size);
    if (beyond.share > CUT_OFF_BEYOND_SHARE) return { kind: 'cut_off', ...beyond };
    return { kind: 'found', faces: [located], widths: [located.box[2]], detection };
  }
  return { kind: 'none', detection };
}
