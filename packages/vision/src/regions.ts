/**
 * Skin regions as polygons over the 478-point face mesh (MediaPipe Face Mesh numbering, as
 * @vladmandic/human returns it). Left and right are the person's own: `cheek_left` is the cheek on
 * the right of an unmirrored photo. Eyes, brows, lips and nostrils lie outside every region by
 * construction; hair over the forehead does not, and is left out pixel by pixel (measurements.ts).
 *
 * A vertex is a landmark index, or [from, to, t]: the point a fraction t of the way from landmark
 * `from` to landmark `to`, for edges that have no landmark of their own (the forehead's upper edge).
 */
import type { Point } from './raster.ts';

export const SKIN_REGION_IDS = [
  'forehead',
  'nose',
  'cheek_left',
  'cheek_right',
  'chin',
  'under_eye_left',
  'under_eye_right',
  'eye_corner_left',
  'eye_corner_right',
] as const;

export type SkinRegionId = (typeof SKIN_REGION_IDS)[number];

type Vertex = number | readonly [from: number, to: number, t: number];

/**
 * Landmarks: brow upper edges 105/66/107 and 334/296/336, glabella 9, forehead rows 104/69/108/151
 * and 333/299/337, and above them the mesh's top row 103/67/109/10 and 332/297/338; eye orbits 31-233 (right) and 261-453 (left) with the cheek-bone row
 * 111-128 / 340-357 below them; outer eye corners 226/446; nose bridge 168 down to the tip 1;
 * chin below the lower lip 18 down to 175. Each right-side index mirrors its left-side partner.
 */
export const REGION_VERTICES: Record<SkinRegionId, readonly Vertex[]> = {
  // From a fifth of the way above the brows up to most of the way to the mesh's top row (decision 078).
  forehead: [
    [105, 104, 0.2],
    [66, 69, 0.2],
    [107, 108, 0.2],
    [9, 151, 0.2],
    [336, 337, 0.2],
    [296, 299, 0.2],
    [334, 333, 0.2],
    [333, 332, 0.8],
    [299, 297, 0.8],
    [337, 338, 0.8],
    [151, 10, 0.8],
    [108, 109, 0.8],
    [69, 67, 0.8],
    [104, 103, 0.8],
  ],
  // Bridge and tip, without the alae and nostrils.
  nose: [168, 417, 351, 419, 248, 281, 275, 1, 45, 51, 3, 196, 122, 193],
  cheek_left: [346, 347, 348, 329, 371, 423, 426, 427, 411, 352, 345],
  cheek_right: [117, 118, 119, 100, 142, 203, 206, 207, 187, 123, 116],
  chin: [182, 83, 18, 313, 406, 424, 431, 395, 396, 175, 171, 170, 211, 204],
  // Between the lower lid's second ring and the cheek-bone row: where dark circles show.
  under_eye_left: [261, 448, 449, 450, 451, 452, 453, 357, 350, 349, 348, 347, 346, 340],
  under_eye_right: [31, 228, 229, 230, 231, 232, 233, 128, 121, 120, 119, 118, 117, 111],
  // Lateral to the outer eye corner, where crow's feet form; stops short of the temple hairline.
  eye_corner_left: [446, 342, 383, [383, 368, 0.7], [372, 264, 0.7], 372],
  eye_corner_right: [226, 113, 156, [156, 139, 0.7], [143, 34, 0.7], 143],
};

/** Landmarks of the outer eye corners: their distance sets the measurement scale. */
export const OUTER_EYE_CORNERS = [33, 263] as const;

/** Face outline (silhouette), for the cut-off check. */
export const FACE_OUTLINE = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136,
  172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
] as const;

function vertexPoint(mesh: readonly (readonly number[])[], vertex: Vertex): Point {
  if (typeof vertex === 'number') {
    const p = mesh[vertex];
    if (!p) throw new Error(`face mesh has no landmark ${vertex}`);
    return [p[0]!, p[1]!];
  }
  const [from, to, t] = vertex;
  const a = vertexPoint(mesh, from);
  const b = vertexPoint(mesh, to);
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** Region polygons in the mesh's coordinate system. */
export function regionPolygons(mesh: readonly (readonly number[])[]): Record<SkinRegionId, Point[]> {
  const out = {} as Record<SkinRegionId, Point[]>;
  for (const id of SKIN_REGION_IDS) out[id] = REGION_VERTICES[id].map((v) => vertexPoint(mesh, v));
  return out;
}
