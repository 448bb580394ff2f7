/**
 * What the measurement crop's pixels say: the measurements, and what the gate reads of exposure,
 * sharpness, light and camera. A pure function of its job, so it runs alike on the analyzer's
 * thread or on the measuring thread (measure-thread.ts, decision 069).
 */
import { directionalEdgeBlurPx, skinChromaticity, skinDetailTraces } from './camera-traces.ts';
import { rgbToLab } from './colour.ts';
import { estimateIlluminant, EYE_OPENINGS, scleraMask } from './illuminant.ts';
import { measureSkinAndGlare, skinExposure, type MeasurementContext, type RegionMasks } from './measurements.ts';
import type { RgbImage } from './photo-input.ts';
import { faceSharpness } from './quality.ts';
import { dilate, erode, fillPolygon, unionMasks, withPooledPlanes, type Point } from './raster.ts';
import { FACE_OUTLINE, SKIN_REGION_IDS, type SkinRegionId } from './regions.ts';
import { TEXTURE_BLUR_MM } from './ruler.ts';

/** The face cut from the photo at the measurement scale, with its mesh and ruler in crop pixels. */
export interface CropPixels extends RgbImage {
  /** Crop pixels per photo pixel. */
  scale: number;
  mesh: Point[];
  pxPerMm: number;
}

/** What is measured: the crop, and the skin regions and the cheeks the under-eyes are compared with, in crop pixels. */
export interface PixelJob {
  crop: CropPixels;
  polygons: Record<SkinRegionId, Point[]>;
  circleCheeks: { left: Point[]; right: Point[] };
}

export type PixelReading = ReturnType<typeof measurePixels>;

/** The masks the measurements and the gate read, in crop pixels. */
function cropMasks(crop: CropPixels, polygons: Record<SkinRegionId, Point[]>) {
  const { width, height, mesh } = crop;
  const regions = {} as RegionMasks;
  for (const id of SKIN_REGION_IDS) regions[id] = fillPolygon(polygons[id], width, height);
  const outline = FACE_OUTLINE.map((i) => mesh[i]!);
  const openings = EYE_OPENINGS.map((opening) =>
    fillPolygon(
      opening.map((i) => mesh[i]!),
      width,
      height,
    ),
  );
  return {
    regions,
    face: erode(fillPolygon(outline, width, height), width, height, 4),
    eyes: dilate(unionMasks(openings), width, height, 6),
    flatSkin: erode(
      unionMasks((['forehead', 'cheek_left', 'cheek_right', 'chin'] as const).map((id) => regions[id])),
      width,
      height,
      3,
    ),
    mainSkin: unionMasks((['forehead', 'cheek_left', 'cheek_right', 'chin', 'nose'] as const).map((id) => regions[id])),
  };
}

/** What the crop's pixels say: the measurements, and what the gate reads of exposure, sharpness, light and camera. */
export function measurePixels(
  { crop, polygons, circleCheeks }: PixelJob,
  onContext?: (context: MeasurementContext) => void,
) {
  return withPooledPlanes(() => {
    const { rgb, width, height } = crop;
    const asTaken = rgbToLab(rgb, width, height);
    // Colour is measured in the light of a reference sclera (illuminant.ts); the gate judges the photo as taken.
    const illuminant = estimateIlluminant(rgb, scleraMask(crop.mesh, width, height), crop.scale);
    const lab = illuminant ? rgbToLab(rgb, width, height, illuminant.gains) : asTaken;
    const masks = cropMasks(crop, polygons);
    const edgeBlur = directionalEdgeBlurPx(asTaken.l, width, height, masks.eyes);
    // Texture through TEXTURE_BLUR_MM of total blur: what the photo's own blur leaves to add.
    const photoBlur = Math.max(edgeBlur.x, edgeBlur.y);
    const textureBlur = TEXTURE_BLUR_MM * crop.pxPerMm;
    const textureBlurPx =
      Number.isFinite(photoBlur) && photoBlur < textureBlur ? Math.sqrt(textureBlur ** 2 - photoBlur ** 2) : 0;
    const context: MeasurementContext = {
      lab,
      masks: masks.regions,
      textureBlurPx,
      circleCheeks: {
        left: fillPolygon(circleCheeks.left, width, height),
        right: fillPolygon(circleCheeks.right, width, height),
      },
    };
    onContext?.(context);
    const { values, glareZone, grainL, lineGrainRise } = measureSkinAndGlare(context);
    return {
      edgeBlur,
      skinDetail: skinDetailTraces(asTaken.l, width, height, masks.flatSkin, masks.eyes, glareZone),
      chroma: skinChromaticity(rgb, masks.mainSkin, illuminant?.gains),
      values,
      grainL,
      lineGrainRise,
      exposure: skinExposure(asTaken, masks.regions),
      sharpness: faceSharpness(asTaken, masks.face),
      illuminant,
    };
  });
}
