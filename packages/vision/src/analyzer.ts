/**
 * The photo analysis: decode → find the face → frame it and fit the mesh → quality gate → measure
 * → score. The server and each worker keep one analyzer and call `analyze` for every photo.
 */
import { blockiness, sceneChromaticity, scleraChromaticity } from './camera-traces.ts';
import { itaBand, itaBandsOf, itaRange, rgbToLab, type ItaBand } from './colour.ts';
import { getFaceDetector, type FaceDetector } from './face-detector.ts';
import {
  LINES_HIDDEN_BY_GRAIN_RISE,
  MEASUREMENT_EYE_SPAN,
  measurementList,
  type Measurement,
  type MeasurementValues,
  type MeasurementContext,
} from './measurements.ts';
import type { IlluminantEstimate } from './illuminant.ts';
import {
  readFaceCrop,
  readNativeGrey,
  readPhotoSize,
  rotatePhoto,
  UnreadableImageError,
  type CropRequest,
  type PhotoSize,
  type RgbImage,
} from './photo-input.ts';
import {
  compressionRefusal,
  confidenceByKind,
  textureKindConfidence,
  exposureRefusal,
  faceCountRefusal,
  geometryRefusal,
  overallConfidence,
  pixelRefusal,
  QUALITY_THRESHOLDS,
  skinShowsTexture,
  TRACE_THRESHOLDS,
  traceRefusal,
  type CameraTraces,
  type ConfidenceByKind,
  type FaceGeometry,
  sceneExposure,
  sceneRefusal,
  type QualityReason,
  type QualityRefusal,
} from './quality.ts';
import { fillPolygon, withPooledPlanes, type Point } from './raster.ts';
import { FACE_OUTLINE, OUTER_EYE_CORNERS, regionPolygons, SKIN_REGION_IDS, type SkinRegionId } from './regions.ts';
import {
  effectivePxPerMm,
  faceRuler,
  isTextureKind,
  MIN_PX_PER_MM,
  resolves,
  TEXTURE_KINDS,
  type Ruler,
  type TextureKind,
} from './ruler.ts';
import { focusScores, skinTypeEstimate, type FocusScoreId, type FocusScores, type SkinTypeEstimate } from './scores.ts';
import { VISION_VERSION } from './version.ts';
import { measurePixels, type CropPixels, type PixelJob, type PixelReading } from './measure-pixels.ts';
import { measureOffThread } from './measure-thread.ts';
import { findFaces, fitRefusal, refine, type LocatedFace, type Turn } from './face-search.ts';

export interface VisionRegion {
  id: SkinRegionId;
  /** Outline in the pixels of the photo as displayed (EXIF orientation applied). */
  polygon: [number, number][];
}

export interface VisionQuality {
  /** Pixels between the outer eye corners in the photo. */
  eyeSpanPx: number;
  /** True when the face was smaller than the measurement scale: the finest detail is interpolated. */
  upscaled: boolean;
  /** The lower of the detector's and the mesh's confidence, 0-1. */
  detectorScore: number;
  /** Fine-to-coarse detail ratio of the face (see QUALITY_THRESHOLDS.minSharpness). */
  sharpness: number;
  /**
   * What the camera and its software left in the photo (camera-traces.ts): the width of its
   * sharpest edges along x and y in mm of skin (blur and camera shake), the JPEG block grid, the
   * skin's grain, the skin's detail against the eyes' (a beauty filter), and the skin's colour
   * after the light's correction (a cast).
   */
  traces: CameraTraces;
  /** Median L* of the skin regions, and the L* that the brightest 1 % of the face reaches. */
  skinLightness: number;
  faceHighlightLightness: number;
  /** Share of skin pixels blown out to white. */
  clippedPercent: number;
  /** Share of skin pixels with any channel blown out: their colour is lost, if not their lightness. */
  channelClippedPercent: number;
  /** Stops of light between the two cheeks (light from one side; decision 061). */
  cheekDifferenceStops: number;
  /** 0-1: how far the photo is from every refusal threshold: the lowest of `confidenceByKind` it measured. */
  confidence: number;
  /** 0-1 per kind of measurement: colour, texture (0 when the photo resolves none), geometry. */
  confidenceByKind: ConfidenceByKind;
  /**
   * 0-1 per texture kind, each against the resolution it needs itself (`textureKindConfidence`,
   * 0 where it is not measured): what the engine weighs pores, fine lines and texture by.
   */
  textureConfidence: Record<TextureKind, number>;
  /**
   * The physical ruler (ruler.ts): pixels of the photo per mm of skin, read from the irises (or the
   * eye span when they are too small); the detail it really shows (fewer when its edges are soft:
   * blurred or upscaled); and the texture kinds that resolves. The scores of the others are null
   * ('not measurable in this photo').
   */
  ruler: {
    pxPerMm: number;
    effectivePxPerMm: number;
    from: 'iris' | 'eye_span';
    irisPx: number | null;
    resolves: TextureKind[];
  };
  /**
   * The light as read from the whites of the eyes, which colour is corrected for (illuminant.ts);
   * null when no sclera could be read and colour is measured as the camera recorded it.
   */
  light: {
    exposure: number;
    castPercent: number;
    trust: number;
    scleraPixels: number;
    gains: [number, number, number];
    /** The colour reading's standard error, natural log (IlluminantEstimate.colourNoise). */
    colourNoise: number;
  } | null;
}

export interface VisionSuccess {
  ok: true;
  version: string;
  image: { width: number; height: number };
  face: { box: [number, number, number, number]; yawDeg: number; pitchDeg: number; rollDeg: number };
  regions: VisionRegion[];
  measurements: Measurement[];
  scores: FocusScores;
  skinTypeEstimate: SkinTypeEstimate;
  /**
   * The Individual Typology Angle of the cheeks and its band; `range`, the angles ±10 % exposure,
   * the light the photo may have lacked (its face's highlights dimmer than a face with light
   * enough shows, decision 063) and (where the light's colour was not read) ±5 % white balance
   * would give, and `bands`, every band that range touches, lightest first: one band when the
   * photo pins it down, two or more when it cannot tell them apart (colour.ts ITA_UNCERTAINTY).
   */
  ita: { angle: number; band: ItaBand; range: [number, number]; bands: ItaBand[] };
  quality: VisionQuality;
  /** How far the photo was turned (clockwise) to analyse it upright: 0 unless it lay on its side or upside down. */
  turnedDeg?: number;
  /** Wall-clock time of each stage; the only part of a result that differs between two runs. */
  timingsMs: { decode: number; detect: number; crop: number; measure: number; total: number };
}

export interface VisionRefusal {
  ok: false;
  version: string;
  reason: QualityReason;
  detail: string;
}

export type VisionResult = VisionSuccess | VisionRefusal;

export interface VisionAnalyzer {
  analyze(photo: Buffer): Promise<VisionResult>;
  close(): Promise<void>;
}

/** Side of the window of the photo's own pixels (around the nose and cheeks) read for compression traces. */
const NATIVE_WINDOW_PX = 384;

/** The window, in photo pixels, clipped to the photo. */
function nativeWindow(polygons: Record<SkinRegionId, Point[]>, size: PhotoSize) {
  const points = (['nose', 'cheek_left', 'cheek_right'] as const).flatMap((id) => polygons[id]);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const width = Math.max(1, Math.min(NATIVE_WINDOW_PX, size.width, Math.round(Math.max(...xs) - Math.min(...xs))));
  const height = Math.max(1, Math.min(NATIVE_WINDOW_PX, size.height, Math.round(Math.max(...ys) - Math.min(...ys))));
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  const left = Math.min(size.width - width, Math.max(0, Math.round(cx - width / 2)));
  const top = Math.min(size.height - height, Math.max(0, Math.round(cy - height / 2)));
  return { left, top, width, height };
}

/** Margin around the skin regions in the crop, in crop pixels. */
const CROP_MARGIN = 8;

function lightSummary(light: IlluminantEstimate): NonNullable<VisionQuality['light']> {
  return {
    exposure: round2(light.exposure),
    castPercent: round1(100 * light.cast),
    trust: round2(light.trust),
    scleraPixels: light.scleraPixels,
    gains: light.gains.map((g) => Math.round(g * 1000) / 1000) as [number, number, number],
    colourNoise: Math.round(light.colourNoise * 10000) / 10000,
  };
}

function refuse({ reason, detail }: QualityRefusal): VisionRefusal {
  return { ok: false, version: VISION_VERSION, reason, detail };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

function distance(p: readonly number[], q: readonly number[]): number {
  return Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!);
}

function mapPoints(points: readonly Point[], sx: number, sy: number, dx = 0, dy = 0): Point[] {
  return points.map(([x, y]) => [x * sx - dx, y * sy - dy]);
}

export interface VisionAnalyzerOptions {
  /**
   * Score pores, fine lines and texture even where the photo does not resolve them, for
   * calibration and for tests on upscaled fixtures: the numbers then describe the photo, not the
   * skin. `quality.ruler.resolves` still says what the photo resolves. Never for people's results.
   */
  measureUnresolved?: boolean;
  /**
   * Called with what a photo's measurements are computed from (the crop's colour planes, the
   * regions' masks, the blur added for texture, the cheeks the under-eyes are compared with),
   * just before they are measured: `bench/remeasure.ts` records these and measures them again
   * with changed code in seconds instead of analysing every photo again. Called synchronously;
   * the planes are reused by the next analysis, so copy what you keep. Never set in the service.
   */
  onMeasurementContext?: (context: MeasurementContext) => void;
  /**
   * Called with the camera's traces of a photo whose face was measured, before the gate judges
   * them: `bench/colour-casts.ts` reads the colour witnesses of photos the gate then refuses as a
   * colour cast, to weigh other limits on many faces (decision 071). Never set in the service.
   */
  onTraces?: (traces: CameraTraces) => void;
}

/** The analysis of one photo with the given face detector (`createVisionAnalyzer` uses the shared one). */
export async function analyzeWith(
  detector: FaceDetector,
  photo: Buffer,
  options: VisionAnalyzerOptions,
): Promise<VisionResult> {
  try {
    return await analyzeOrRefuse(detector, photo, 0, options);
  } catch (error) {
    // A file can pass the header check and still fail to decode part-way (a truncated JPEG).
    if (error instanceof UnreadableImageError) return refuse({ reason: 'unreadable_image', detail: error.message });
    throw error;
  }
}

/** A point of a photo turned clockwise by `degrees`, in the photo as it was (`size` is the original's). */
function unturnPoint([x, y]: readonly [number, number], degrees: number, size: PhotoSize): [number, number] {
  if (degrees === 90) return [y, size.height - x];
  if (degrees === 180) return [size.width - x, size.height - y];
  if (degrees === 270) return [size.width - y, x];
  return [x, y];
}

/** The result of analysing the photo turned upright, in the coordinates of the photo as it was. */
function unturn(result: VisionSuccess, degrees: number, size: PhotoSize): VisionSuccess {
  const [bx, by, bw, bh] = result.face.box;
  const corners = [unturnPoint([bx, by], degrees, size), unturnPoint([bx + bw, by + bh], degrees, size)];
  const left = Math.min(corners[0]![0], corners[1]![0]);
  const top = Math.min(corners[0]![1], corners[1]![1]);
  return {
    ...result,
    image: { width: size.width, height: size.height },
    // Turned again inside (on its side, then upside down): the turns add up.
    turnedDeg: (degrees + (result.turnedDeg ?? 0)) % 360,
    face: {
      ...result.face,
      box: [
        Math.round(left),
        Math.round(top),
        Math.round(Math.abs(corners[1]![0] - corners[0]![0])),
        Math.round(Math.abs(corners[1]![1] - corners[0]![1])),
      ],
    },
    regions: result.regions.map((region) => ({
      id: region.id,
      polygon: region.polygon.map((point) => unturnPoint(point, degrees, size).map(round1) as [number, number]),
    })),
  };
}

/** A located face's regions and the geometry the gate judges, in photo pixels. */
interface PlacedFace extends LocatedFace {
  eyeSpan: number;
  polygons: Record<SkinRegionId, Point[]>;
  /** The cheeks on the mesh the under-eyes are placed on: dark circles' reference (decision 040). */
  circleCheeks: { left: Point[]; right: Point[] };
  geometry: FaceGeometry;
}

/** The skin regions of the face, and whether the face is placed and turned well enough to measure. */
function placeRegions(located: LocatedFace, size: PhotoSize, faceWidths: number[]): PlacedFace {
  const { face, mesh } = located;
  const eyeSpan = distance(mesh[OUTER_EYE_CORNERS[0]]!, mesh[OUTER_EYE_CORNERS[1]]!);
  const averaged = regionPolygons(located.averagedMesh);
  const polygons = {
    ...regionPolygons(mesh),
    under_eye_left: averaged.under_eye_left,
    under_eye_right: averaged.under_eye_right,
  };
  const geometry = {
    faceWidths,
    eyeSpanPx: eyeSpan,
    yawDeg: face.yawDeg,
    pitchDeg: face.pitchDeg,
    regionOutsidePhoto:
      SKIN_REGION_IDS.find((id) =>
        polygons[id].some(([x, y]) => x < 0 || y < 0 || x > size.width || y > size.height),
      ) ?? null,
  };
  const circleCheeks = { left: averaged.cheek_left, right: averaged.cheek_right };
  return { ...located, eyeSpan, polygons, circleCheeks, geometry };
}

/** The face cut from the photo at the measurement scale, with its mesh and ruler in crop pixels. */
interface MeasurementCrop extends CropPixels {
  /** Maps a point of the photo into the crop. */
  toCrop: (points: readonly Point[]) => Point[];
  ruler: Ruler;
}

/** What is read of the photo to measure a placed face: the measurement crop and the native window. */
interface PhotoReads {
  request: CropRequest;
  window: ReturnType<typeof nativeWindow>;
}

type NativeGrey = Awaited<ReturnType<typeof readNativeGrey>>;

/** The whole photo scaled so the eye span is MEASUREMENT_EYE_SPAN, cut to the skin regions; and the native window. */
function readsFor(size: PhotoSize, placed: PlacedFace): PhotoReads {
  const scale = MEASUREMENT_EYE_SPAN / placed.eyeSpan;
  const scaledWidth = Math.max(1, Math.round(size.width * scale));
  const scaledHeight = Math.max(1, Math.round(size.height * scale));
  const csx = scaledWidth / size.width;
  const csy = scaledHeight / size.height;
  const regionPoints = SKIN_REGION_IDS.flatMap((id) => placed.polygons[id]);
  const xs = regionPoints.map(([x]) => x * csx);
  const ys = regionPoints.map(([, y]) => y * csy);
  const left = Math.max(0, Math.floor(Math.min(...xs) - CROP_MARGIN));
  const top = Math.max(0, Math.floor(Math.min(...ys) - CROP_MARGIN));
  const right = Math.min(scaledWidth, Math.ceil(Math.max(...xs) + CROP_MARGIN));
  const bottom = Math.min(scaledHeight, Math.ceil(Math.max(...ys) + CROP_MARGIN));
  const request = { scaledWidth, scaledHeight, left, top, width: right - left, height: bottom - top };
  return { request, window: nativeWindow(placed.polygons, size) };
}

/** The two reads of a placement, on sharp's threads; each is waited for when it is needed. */
interface StartedReads {
  reads: PhotoReads;
  crop: Promise<RgbImage>;
  native: Promise<NativeGrey>;
}

/**
 * The reads of `reads`, taken over from `early` where it asked for the same pixels. The native
 * window is read once the crop is, not beside it: the crop is waited for first, and the two reads
 * at once took both cores from the face model's refits (on the 12 MP benchmark photo the crop was
 * ready 13 ms after them; read in turn, 2 ms).
 */
function startReads(photo: Buffer, reads: PhotoReads, early: StartedReads | null = null): StartedReads {
  const sameCrop =
    early !== null &&
    (['scaledWidth', 'scaledHeight', 'left', 'top', 'width', 'height'] as const).every(
      (key) => early.reads.request[key] === reads.request[key],
    );
  const sameWindow =
    early !== null &&
    (['left', 'top', 'width', 'height'] as const).every((key) => early.reads.window[key] === reads.window[key]);
  const crop = sameCrop ? early.crop : readFaceCrop(photo, reads.request);
  const readWindow = () => readNativeGrey(photo, reads.window);
  const native = sameWindow ? early.native : crop.then(readWindow, readWindow);
  // Either may be dropped unread (the face turned out upside down, or the crop failed before the
  // window was waited for): a failure then is no one's to report. Awaited, it still throws.
  crop.catch(() => undefined);
  native.catch(() => undefined);
  return { reads, crop, native };
}

/** The measurement crop read for a placed face, with its mesh and ruler in crop pixels. */
function measurementCrop(size: PhotoSize, placed: PlacedFace, request: CropRequest, crop: RgbImage): MeasurementCrop {
  const scale = MEASUREMENT_EYE_SPAN / placed.eyeSpan;
  const csx = request.scaledWidth / size.width;
  const csy = request.scaledHeight / size.height;
  const toCrop = (points: readonly Point[]) => mapPoints(points, csx, csy, request.left, request.top);
  const ruler = faceRuler(placed.mesh);
  return { ...crop, scale, toCrop, mesh: toCrop(placed.mesh), ruler, pxPerMm: ruler.pxPerMm * scale };
}

/** The scene's colour around the face (its outline on the mesh), read on the detector's copy of the photo. */
function sceneChroma(detection: RgbImage, mesh: readonly Point[], size: PhotoSize) {
  const sx = detection.width / size.width;
  const sy = detection.height / size.height;
  const outline = FACE_OUTLINE.map((i) => [mesh[i]![0] * sx, mesh[i]![1] * sy] as Point);
  return sceneChromaticity(detection, fillPolygon(outline, detection.width, detection.height));
}

/** The JPEG block grid in the photo's own pixels (camera-traces.ts), as the traces report it. */
const nativeBlockiness = (native: NativeGrey) => round2(blockiness(native.grey, native.width, native.height));

/** The two log ratios to a tenth, as the traces report them. */
const roundChroma = (c: { redGreen: number; blueGreen: number }) => ({
  redGreen: round1(c.redGreen),
  blueGreen: round1(c.blueGreen),
});

/** What the camera and its software left in the photo, in physical units (camera-traces.ts). */
function readTraces(
  pixels: PixelReading,
  crop: MeasurementCrop,
  native: NativeGrey,
  photoChroma: CameraTraces['photoChroma'],
): CameraTraces {
  const { edgeBlur, skinDetail, chroma, illuminant, grainL } = pixels;
  // The photo is seen in the light the skin is (the sclera's correction, where it was applied).
  const [r, g, b] = illuminant?.gains ?? [1, 1, 1];
  return {
    edgeBlurMm: { x: round2(edgeBlur.x / crop.pxPerMm), y: round2(edgeBlur.y / crop.pxPerMm) },
    edgeRiseL: { x: round2(edgeBlur.rise.x), y: round2(edgeBlur.rise.y) },
    photoPxPerMm: round2(crop.ruler.pxPerMm),
    blockiness: nativeBlockiness(native),
    grainL: round2(grainL),
    skinDetail: round2(skinDetail.ratio),
    skinFinestShare: round2(skinDetail.finestShare),
    chroma: roundChroma(chroma),
    photoChroma:
      photoChroma &&
      roundChroma({
        redGreen: photoChroma.redGreen + 100 * Math.log10(r / g),
        blueGreen: photoChroma.blueGreen + 100 * Math.log10(b / g),
      }),
    scleraChroma: illuminant && roundChroma(scleraChromaticity(illuminant.sclera, illuminant.gains)),
  };
}

/** Which measurements the photo supports, and how sure each kind is. */
function judgeMeasurability(
  placed: PlacedFace,
  pixels: PixelReading,
  crop: MeasurementCrop,
  traces: CameraTraces,
  options: VisionAnalyzerOptions,
) {
  const { exposure, sharpness, illuminant, edgeBlur } = pixels;
  // Blur, camera shake and upscaling leave the pixels but not the detail: texture is judged on
  // what the photo shows, along its blurrier direction, and through grain on edges as wide as they
  // may really be (decisions 072 and 075).
  const effective = effectivePxPerMm(crop.ruler, crop.pxPerMm, Math.max(edgeBlur.x, edgeBlur.y), {
    l: traces.grainL,
    enlargement: crop.scale,
  });
  // Grain that raises the lines' ramp too far hides faint lines: a grainier copy would read smoother.
  const hiddenByGrain = (kind: TextureKind) =>
    kind === 'fine_lines' && pixels.lineGrainRise > LINES_HIDDEN_BY_GRAIN_RISE;
  const resolvedKinds = skinShowsTexture(traces)
    ? TEXTURE_KINDS.filter((kind) => resolves(effective, kind) && !hiddenByGrain(kind))
    : [];
  const resolved = (kind: TextureKind) => options.measureUnresolved === true || resolvedKinds.includes(kind);
  const finest = Math.max(0, ...resolvedKinds.map((kind) => MIN_PX_PER_MM[kind]));
  const kinds = confidenceByKind(
    placed.geometry,
    exposure,
    sharpness,
    illuminant,
    finest > 0 ? { pxPerMm: effective, minPxPerMm: finest } : null,
  );
  // Light from one side puts highlights on the lit cheek only: shine is not the skin's there.
  const shineMeasurable = exposure.cheekDifferenceStops <= QUALITY_THRESHOLDS.maxCheekStopsForShine;
  const measured = (score: FocusScoreId) =>
    score === 'shine' ? shineMeasurable : isTextureKind(score) ? resolved(score) : true;
  return { effective, resolvedKinds, resolved, kinds, measured };
}

/** The accepted analysis, in the pixels of the photo as given. */
function describe(
  size: PhotoSize,
  placed: PlacedFace,
  crop: MeasurementCrop,
  pixels: PixelReading,
  traces: CameraTraces,
  judged: ReturnType<typeof judgeMeasurability>,
): Omit<VisionSuccess, 'timingsMs'> {
  const { face, polygons, eyeSpan } = placed;
  const { values, exposure, sharpness, illuminant } = pixels;
  const { ruler } = crop;
  const { effective, resolvedKinds, resolved, kinds, measured } = judged;
  const [bx, by, bw, bh] = placed.box;
  return {
    ok: true,
    version: VISION_VERSION,
    image: { width: size.width, height: size.height },
    face: {
      box: [Math.round(bx), Math.round(by), Math.round(bw), Math.round(bh)],
      yawDeg: round1(face.yawDeg),
      pitchDeg: round1(face.pitchDeg),
      rollDeg: round1(face.rollDeg),
    },
    regions: SKIN_REGION_IDS.map((id) => ({
      id,
      polygon: polygons[id].map(([x, y]) => [round1(x), round1(y)] as [number, number]),
    })),
    measurements: measurementList(values, measured),
    scores: focusScores(values, measured),
    skinTypeEstimate: skinTypeEstimate(values, resolved('texture')),
    ita: itaOf(values, illuminant, exposure.faceP99L),
    quality: {
      eyeSpanPx: round1(eyeSpan),
      upscaled: crop.scale > 1,
      detectorScore: round2(Math.min(face.boxScore, face.faceScore)),
      sharpness: round2(sharpness),
      skinLightness: round1(exposure.skinMedianL),
      faceHighlightLightness: round1(exposure.faceP99L),
      clippedPercent: round1(exposure.clippedPercent),
      channelClippedPercent: round1(exposure.channelClippedPercent),
      cheekDifferenceStops: round2(exposure.cheekDifferenceStops),
      confidence: round2(overallConfidence(kinds, resolvedKinds.length > 0)),
      confidenceByKind: {
        colour: round2(kinds.colour),
        texture: round2(kinds.texture),
        geometry: round2(kinds.geometry),
      },
      textureConfidence: Object.fromEntries(
        TEXTURE_KINDS.map((kind) => [
          kind,
          resolvedKinds.includes(kind) ? round2(textureKindConfidence(effective, MIN_PX_PER_MM[kind], sharpness)) : 0,
        ]),
      ) as Record<TextureKind, number>,
      ruler: {
        pxPerMm: round2(ruler.pxPerMm),
        effectivePxPerMm: round2(effective),
        from: ruler.from,
        irisPx: ruler.irisPx === null ? null : round1(ruler.irisPx),
        resolves: resolvedKinds,
      },
      light: illuminant ? lightSummary(illuminant) : null,
      traces,
    },
  };
}

/** The ITA, its band, and the bands the photo cannot tell apart. */
function itaOf(
  values: MeasurementValues,
  illuminant: IlluminantEstimate | null,
  highlightL: number,
): VisionSuccess['ita'] {
  const range = itaRange(
    [values.skin_lightness_l_star, values.redness_a_star_cheeks, values.skin_yellowness_b_star],
    1 - (illuminant?.trust ?? 0),
    highlightL,
  );
  return {
    angle: round2(values.ita_degrees),
    band: itaBand(values.ita_degrees),
    range: [round1(range[0]), round1(range[1])],
    bands: itaBandsOf(range),
  };
}

/** The middle of the photo, at most this many of its own pixels a side, is read for a JPEG grid when no face was found. */
const NO_FACE_GRID_WINDOW = 512;

/**
 * No face found: the light, or a JPEG block grid strong enough to have hidden the face (decision
 * 066), is named before "no face", so that the person is told what to change.
 */
async function refuseWithoutFace(photo: Buffer, size: PhotoSize, detection: RgbImage): Promise<VisionRefusal> {
  const scene = sceneRefusal(
    withPooledPlanes(() => sceneExposure(rgbToLab(detection.rgb, detection.width, detection.height))),
  );
  if (scene === 'too_dark') return refuse({ reason: 'too_dark', detail: 'no face found and the photo is very dark' });
  if (scene === 'too_bright')
    return refuse({ reason: 'too_bright', detail: 'no face found and the photo is washed out' });
  const width = Math.min(size.width, NO_FACE_GRID_WINDOW);
  const height = Math.min(size.height, NO_FACE_GRID_WINDOW);
  const native = await readNativeGrey(photo, {
    left: Math.floor((size.width - width) / 2),
    top: Math.floor((size.height - height) / 2),
    width,
    height,
  });
  const grid = blockiness(native.grey, native.width, native.height);
  const compressed = compressionRefusal(grid, TRACE_THRESHOLDS.maxBlockinessWithoutFace);
  if (compressed) return refuse({ reason: 'too_compressed', detail: `no face found, and the ${compressed.detail}` });
  return refuse({ reason: 'no_face', detail: 'no face found in the photo' });
}

/** A face rolled this far and read as turned away may lie on its side: it is tried turned upright. */
const SIDEWAYS_ROLL_DEG = 25;

/**
 * What the analysis of a photo turned over answers when its fit shows less evidence of a face the
 * right way up than the fit of the photo as it was (decision 070): that fit is measured instead.
 */
const FITS_WORSE = 'fits worse turned over';

/** Turns of the photo one analysis may try (upright, upside down, on one side then the other). */
const MAX_TURNS = 2;

/**
 * The photo analysed turned clockwise by `degrees`, the result given in the photo's own
 * coordinates. A face lying on its side tells which way is up less surely than an upright one:
 * turned the wrong way it lies upside down, its mesh fits badly and reads as turned away, so the
 * other way round is tried before refusing.
 */
async function analyzeTurned(
  detector: FaceDetector,
  photo: Buffer,
  size: PhotoSize,
  degrees: Turn,
  options: VisionAnalyzerOptions,
  turns: number,
): Promise<VisionResult> {
  const result = await analyzeOrRefuse(detector, await rotatePhoto(photo, degrees), degrees, options, turns + 1);
  if (result.ok) return unturn(result, degrees, size);
  if (degrees !== 180 && result.reason === 'face_turned') {
    const other = degrees === 90 ? 270 : 90;
    const second = await analyzeOrRefuse(detector, await rotatePhoto(photo, other), other, options, turns + 1);
    if (second.ok) return unturn(second, other, size);
  }
  return result;
}

/**
 * The pipeline: find the face → fit the mesh → place the regions → cut the measurement crop →
 * read its pixels → the gate at each step where it can refuse → what the photo supports → result.
 * `turnedDeg` is the last turn that led here, `turns` how many did (at most MAX_TURNS).
 */
async function analyzeOrRefuse(
  detector: FaceDetector,
  photo: Buffer,
  turnedDeg: 0 | Turn,
  options: VisionAnalyzerOptions,
  turns?: number,
): Promise<VisionResult>;
async function analyzeOrRefuse(
  detector: FaceDetector,
  photo: Buffer,
  turnedDeg: 0 | Turn,
  options: VisionAnalyzerOptions,
  turns: number,
  mustBeat: number,
): Promise<VisionResult | typeof FITS_WORSE>;
async function analyzeOrRefuse(
  detector: FaceDetector,
  photo: Buffer,
  turnedDeg: 0 | Turn,
  options: VisionAnalyzerOptions,
  turns = 0,
  mustBeat?: number,
): Promise<VisionResult | typeof FITS_WORSE> {
  const started = performance.now();
  const size = await readPhotoSize(photo);
  const search = await findFaces(detector, photo, size, turnedDeg === 0);
  const decoded = performance.now();
  // Turned over because the crop looked more like a face that way (decision 070): a fit with less
  // evidence than the one as given, or no face found at all (no evidence), is no better.
  const fitsWorse = (evidence: number | null) =>
    mustBeat !== undefined && (evidence ?? Number.NEGATIVE_INFINITY) < mustBeat;
  if (search.kind !== 'found' && fitsWorse(null)) return FITS_WORSE;
  if (search.kind === 'turn') return analyzeTurned(detector, photo, size, search.degrees, options, turns);
  if (search.kind === 'none') return refuseWithoutFace(photo, size, search.detection);
  if (search.kind === 'cut_off')
    return refuse({
      reason: 'face_cut_off',
      detail: `the face reaches beyond the photo's ${search.edge} edge by ${Math.round(search.share * 100)} % of its size`,
    });
  const crowd = faceCountRefusal(search.widths);
  if (crowd) return refuse(crowd);

  // The photo is read for measuring as soon as the face is fitted, on sharp's threads while the
  // face model checks its orientation and averages its mesh; the reads are used when the regions
  // placed in the end ask for the same pixels (the averaged under-eye seldom reaches a crop edge).
  let early = null as StartedReads | null;
  const checkUpsideDown = turnedDeg !== 180 && turns < MAX_TURNS;
  let refined = await refine(detector, photo, size, search.faces[0]!, checkUpsideDown, (fitted) => {
    const provisional = placeRegions({ ...fitted, averagedMesh: fitted.mesh }, size, search.widths);
    const refusal = geometryRefusal(provisional.geometry);
    if (refusal) return refusal.reason === 'face_cut_off' ? 'cut_off' : undefined;
    early = startReads(photo, readsFor(size, provisional));
  });
  if (fitsWorse(refined.evidence)) return FITS_WORSE;
  if (refined.upsideDown) {
    // Measured turned over only if the photo turned over fits better than it did the right way
    // round (decision 070): the crop turned over can look more like a face to the whole face model
    // than the photo turned over does to the fit that places the regions.
    const over = await analyzeOrRefuse(
      detector,
      await rotatePhoto(photo, 180),
      180,
      options,
      turns + 1,
      refined.uprightEvidence ?? Number.NEGATIVE_INFINITY,
    );
    if (over !== FITS_WORSE) return over.ok ? unturn(over, 180, size) : over;
    refined = await refined.asGiven!();
  }
  const placed = placeRegions(refined, size, search.widths);
  const detected = performance.now();
  const misplaced = geometryRefusal(placed.geometry);
  if (misplaced) {
    // A face on its side that the detector read as rolled less than UPRIGHT_ROLL_DEG is fitted
    // sideways and reads as turned away: turned upright, it may be measurable.
    const roll = search.faces[0]!.face.rollDeg;
    const sideways = (turnedDeg === 0 || turnedDeg === 180) && Math.abs(roll) >= SIDEWAYS_ROLL_DEG;
    if (misplaced.reason === 'face_turned' && sideways && turns < MAX_TURNS) {
      const upright = await analyzeTurned(detector, photo, size, roll > 0 ? 270 : 90, options, turns);
      if (upright.ok) return upright;
    }
    return refuse(misplaced);
  }
  // A fit that did not settle on the face's features (decision 049), of a face neither too small
  // nor cut off (their fits seldom settle, and their own reasons say more): its regions would lie
  // on the wrong features, and the photo is refused, after a face too dark or too bright (the
  // whole face's lightness, which reads the same whatever the fit; decision 049, addendum) or too
  // compressed (a block grid shows on the face's pixels wherever the mesh lies; second addendum).
  const unsettled = fitRefusal(refined);

  const reads = startReads(photo, readsFor(size, placed), early);
  const crop = measurementCrop(size, placed, reads.reads.request, await reads.crop);
  const cropped = performance.now();
  const job: PixelJob = {
    crop: {
      rgb: crop.rgb,
      width: crop.width,
      height: crop.height,
      scale: crop.scale,
      mesh: crop.mesh,
      pxPerMm: crop.pxPerMm,
    },
    polygons: Object.fromEntries(
      SKIN_REGION_IDS.map((id) => [id, crop.toCrop(placed.polygons[id])]),
    ) as PixelJob['polygons'],
    circleCheeks: { left: crop.toCrop(placed.circleCheeks.left), right: crop.toCrop(placed.circleCheeks.right) },
  };
  // On the measuring thread, so that the face model can meanwhile run for another photo (decision
  // 069); here when the measurements' context is asked for (it is handed over synchronously).
  const pixels = options.onMeasurementContext
    ? measurePixels(job, options.onMeasurementContext)
    : await measureOffThread(job);
  // The native window (a full-resolution decode down to the nose) is waited for only now: it is
  // read on sharp's threads while the crop is measured, not before (decision 067).
  const native = await reads.native;
  const unsettledRefusal = unsettled && (compressionRefusal(nativeBlockiness(native)) ?? unsettled);
  const unfit = exposureRefusal(pixels.exposure) ?? unsettledRefusal ?? pixelRefusal(pixels.exposure, pixels.sharpness);
  if (unfit) return refuse(unfit);
  const traces = readTraces(pixels, crop, native, sceneChroma(search.detection, placed.mesh, size));
  options.onTraces?.(traces);
  const traced = traceRefusal(traces);
  if (traced) return refuse(traced);
  const result = describe(
    size,
    placed,
    crop,
    pixels,
    traces,
    judgeMeasurability(placed, pixels, crop, traces, options),
  );
  const measuredAt = performance.now();
  return {
    ...result,
    timingsMs: {
      decode: round1(decoded - started),
      detect: round1(detected - decoded),
      crop: round1(cropped - detected),
      measure: round1(measuredAt - cropped),
      total: round1(measuredAt - started),
    },
  };
}

/**
 * An analyzer. The face models are loaded on the first call in the process (about a second) and
 * shared by every analyzer after that; keep one per process. Calls may overlap: detections take
 * turns on the one model, and meanwhile sharp decodes the next photo on its own threads, so two
 * calls in flight use both cores of a worker. `close` refuses new calls and waits for those in
 * flight; the shared models stay loaded.
 */
export async function createVisionAnalyzer(options: VisionAnalyzerOptions = {}): Promise<VisionAnalyzer> {
  const detector = await getFaceDetector();
  const inFlight = callsInFlight();
  let closed = false;
  return {
    analyze(photo) {
      if (closed) return Promise.reject(new Error('vision analyzer is closed'));
      return inFlight.track(analyzeWith(detector, photo, options));
    },
    async close() {
      closed = true;
      await inFlight.settled();
    },
  };
}

/** The calls an analyzer has in flight, so that `close` can wait for them to settle. */
export function callsInFlight() {
  const calls = new Set<Promise<unknown>>();
  return {
    track<T>(run: Promise<T>): Promise<T> {
      const settled = run.catch(() => undefined);
      calls.add(settled);
      void settled.then(() => calls.delete(settled));
      return run;
    },
    async settled(): Promise<void> {
      await Promise.all(calls);
    },
  };
}
