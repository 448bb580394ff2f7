/**
 * The iris model's part of a landmark fit, done the way @vladmandic/human 3.3.6 does it
 * (src/face/iris.ts, src/face/angles.ts), so that a fit made by the mesh model in a square we frame
 * ourselves (`FaceDetector.fitLandmarks`) gives what the face model's whole pipeline gave, without
 * running its face detector again (decision 040, addendum): each eye is cut from the mesh model's
 * 192-pixel input around its two corners, enlarged 2.3 times; the iris model's 71 eye-contour
 * points replace the mesh's around that eye and its 5 iris points are added (468-472, then
 * 473-477). human mirrors both eye crops but turns back only the first eye's points; that is kept,
 * so the meshes agree with the ones our thresholds were measured on.
 */

/** The iris model's input side, in pixels. */
export const IRIS_INPUT = 64;
const IRIS_POINTS = 76;
const IRIS_FIRST = 71;
const EYE_BOX_SCALE = 2.3;

type Point3 = [number, number, number];

/** An eye's square in the mesh model's 192-pixel frame. */
export interface EyeBox {
  start: [number, number];
  size: [number, number];
}

/** Mesh points around each eye, as human names them; the iris model's points map onto them in this order. */
const EYE_CONTOURS = {
  left: {
    EyeUpper0: [466, 388, 387, 386, 385, 384, 398],
    EyeLower0: [263, 249, 390, 373, 374, 380, 381, 382, 362],
    EyeUpper1: [467, 260, 259, 257, 258, 286, 414],
    EyeLower1: [359, 255, 339, 254, 253, 252, 256, 341, 463],
    EyeUpper2: [342, 445, 444, 443, 442, 441, 413],
    EyeLower2: [446, 261, 448, 449, 450, 451, 452, 453, 464],
    EyeLower3: [372, 340, 346, 347, 348, 349, 350, 357, 465],
  },
  right: {
    EyeUpper0: [246, 161, 160, 159, 158, 157, 173],
    EyeLower0: [33, 7, 163, 144, 145, 153, 154, 155, 133],
    EyeUpper1: [247, 30, 29, 27, 28, 56, 190],
    EyeLower1: [130, 25, 110, 24, 23, 22, 26, 112, 243],
    EyeUpper2: [113, 225, 224, 223, 222, 221, 189],
    EyeLower2: [226, 31, 228, 229, 230, 231, 232, 233, 244],
    EyeLower3: [143, 111, 117, 118, 119, 120, 121, 128, 245],
  },
} as const;
type Contour = keyof (typeof EYE_CONTOURS)['left'];

/** Which of the iris model's points each contour takes (human's `irisIndices`). */
const IRIS_INDICES: Record<Contour, readonly number[]> = {
  EyeUpper0: [9, 10, 11, 12, 13, 14, 15],
  EyeUpper1: [25, 26, 27, 28, 29, 30, 31],
  EyeUpper2: [41, 42, 43, 44, 45, 46, 47],
  EyeLower0: [0, 1, 2, 3, 4, 5, 6, 7, 8],
  EyeLower1: [16, 17, 18, 19, 20, 21, 22, 23, 24],
  EyeLower2: [32, 33, 34, 35, 36, 37, 38, 39, 40],
  EyeLower3: [54, 55, 56, 57, 58, 59, 60, 61, 62],
};
const CONTOUR_ORDER: readonly Contour[] = [
  'EyeUpper0',
  'EyeUpper1',
  'EyeUpper2',
  'EyeLower0',
  'EyeLower1',
  'EyeLower2',
  'EyeLower3',
];

const LEFT_CORNERS = [263, 362] as const;
const RIGHT_CORNERS = [33, 133] as const;

/** The square around an eye's two corners, enlarged 2.3 times, its corners rounded (human's getEyeBox). */
function eyeBox(mesh: readonly Point3[], [a, b]: readonly [number, number]): EyeBox {
  const p = mesh[a]!;
  const q = mesh[b]!;
  const [minX, maxX] = [Math.min(p[0], q[0]), Math.max(p[0], q[0])];
  const [minY, maxY] = [Math.min(p[1], q[1]), Math.max(p[1], q[1])];
  const centre = [(minX + maxX) / 2, (minY + maxY) / 2];
  const half = (EYE_BOX_SCALE * Math.max(maxX - minX, maxY - minY)) / 2;
  const start: [number, number] = [Math.round(centre[0]! - half), Math.round(centre[1]! - half)];
  const end = [Math.round(centre[0]! + half), Math.round(centre[1]! + half)];
  return { start, size: [Math.abs(end[0]! - start[0]), Math.abs(end[1]! - start[1])] };
}

/** The two eyes' squares (left, right), and each as tf's cropAndResize box [y1, x1, y2, x2] in 0-1 of the mesh frame. */
export function eyeBoxes(mesh: readonly Point3[], meshInput: number) {
  const boxes = [eyeBox(mesh, LEFT_CORNERS), eyeBox(mesh, RIGHT_CORNERS)] as const;
  const crops = boxes.map(({ start, size }) => [
    start[1] / meshInput,
    start[0] / meshInput,
    (start[1] + size[1]) / meshInput,
    (start[0] + size[0]) / meshInput,
  ]);
  return { boxes, crops };
}

/** An eye's 76 points from the iris model's output, in the mesh frame (human's getEyeCoords). */
function eyePoints(values: ArrayLike<number>, offset: number, box: EyeBox, flip: boolean): Point3[] {
  const points: Point3[] = [];
  for (let i = 0; i < IRIS_POINTS; i++) {
    const x = values[offset + i * 3]! / IRIS_INPUT;
    const y = values[offset + i * 3 + 1]! / IRIS_INPUT;
    points.push([
      (flip ? 1 - x : x) * box.size[0] + box.start[0],
      y * box.size[1] + box.start[1],
      values[offset + i * 3 + 2]!,
    ]);
  }
  return points;
}

function replaceContours(mesh: Point3[], eye: readonly Point3[], side: 'left' | 'right', only?: readonly Contour[]) {
  for (const contour of CONTOUR_ORDER) {
    if (only && !only.includes(contour)) continue;
    const targets = EYE_CONTOURS[side][contour];
    IRIS_INDICES[contour].forEach((from, j) => {
      const target = targets[j]!;
      mesh[target] = [eye[from]![0], eye[from]![1], (eye[from]![2] + mesh[target]![2]) / 2];
    });
  }
}

/** The 5 iris points with the depth of the lids around them (human's getAdjustedIrisCoords). */
function irisWithDepth(mesh: readonly Point3[], eye: readonly Point3[], side: 'left' | 'right'): Point3[] {
  const upper = mesh[EYE_CONTOURS[side].EyeUpper0[3]]![2];
  const lower = mesh[EYE_CONTOURS[side].EyeLower0[4]]![2];
  const between = (upper + lower) / 2;
  return eye.slice(IRIS_FIRST).map(([x, y], i) => [x, y, i === 2 ? upper : i === 4 ? lower : between]);
}

/**
 * The mesh's 468 points (mesh frame) with the eyes from the iris model's output for the two crops
 * of `eyeBoxes` (left then right, 76 × 3 values each): 478 points. Looking straight ahead, both
 * eyes' contours are replaced; looking aside, only the upper and lower lid of the eye nearer the
 * camera, as human does.
 */
export function withIrises(
  mesh468: readonly Point3[],
  irisValues: ArrayLike<number>,
  boxes: readonly [EyeBox, EyeBox],
): Point3[] {
  const mesh = mesh468.map((p) => [...p] as Point3);
  const left = eyePoints(irisValues, 0, boxes[0], true);
  const right = eyePoints(irisValues, IRIS_POINTS * 3, boxes[1], false);
  const depthDifference = mesh[LEFT_CORNERS[0]]![2] - mesh[RIGHT_CORNERS[0]]![2];
  if (Math.abs(depthDifference) < 30) {
    replaceContours(mesh, left, 'left');
    replaceContours(mesh, right, 'right');
  } else if (depthDifference < 1) {
    replaceContours(mesh, left, 'left', ['EyeUpper0', 'EyeLower0']);
  } else {
    replaceContours(mesh, right, 'right', ['EyeUpper0', 'EyeLower0']);
  }
  return [...mesh, ...irisWithDepth(mesh, left, 'left'), ...irisWithDepth(mesh, right, 'right')];
}

/**
 * Yaw, pitch and roll (radians) of a mesh in image pixels fitted in a square of `side` pixels,
 * whose depths are in the same pixels: human's calculateFaceAngle, which reads the forehead, chin
 * and the two sides of the face, x and y in units of the square's side / 1.5 and depth in units
 * of the side.
 */
export function faceAngles(mesh: readonly Point3[], side: number) {
  const unit = side / 1.5;
  const at = (i: number): Point3 => [mesh[i]![0] / unit, mesh[i]![1] / unit, mesh[i]![2] / side];
  const [top, bottom, left, right] = [at(10), at(152), at(234), at(454)];
  const normalize = (v: Point3): Point3 => {
    const length = Math.hypot(v[0], v[1], v[2]);
    return [v[0] / length, v[1] / length, v[2] / length];
  };
  const minus = (a: Point3, b: Point3): Point3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  const cross = (a: Point3, b: Point3): Point3 => [
    a[1] * b[2] - a[2] * b[1],
    a[2] * b[0] - a[0] * b[2],
    a[0] * b[1] - a[1] * b[0],
  ];
  const yAxis = normalize(minus(bottom, top));
  let xAxis = normalize(minus(right, left));
  const zAxis = normalize(cross(xAxis, yAxis));
  xAxis = cross(yAxis, zAxis);
  const [r00, r10, r11, r12, r20, r21, r22] = [xAxis[0], yAxis[0], yAxis[1], yAxis[2], zAxis[0], zAxis[1], zAxis[2]];
  // human's rotation-matrix-to-Euler-angles, its gimbal-lock branches included.
  let thetaX = 0;
  let thetaY: number;
  let thetaZ: number;
  if (r10 < 1) {
    if (r10 > -1) {
      thetaZ = Math.atan2(r10, Math.sqrt(r00 * r00 + r20 * r20));
      thetaY = Math.atan2(-r20, r00);
      thetaX = Math.atan2(-r12, r11);
    } else {
      thetaZ = -Math.PI / 2;
      thetaY = -Math.atan2(r21, r22);
    }
  } else {
    thetaZ = Math.PI / 2;
    thetaY = Math.atan2(r21, r22);
  }
  const clean = (v: number) => (Number.isNaN(v) ? 0 : -v);
  return { pitch: clean(thetaX), yaw: clean(thetaY), roll: clean(thetaZ) };
}
