/**
 * The colour-cast refusals on many faces (decision 071): each photo as taken, under a light 5 %
 * off white four ways (the fidelity benchmark's white-balance changes, which must be measured), and
 * under the gate benchmark's four coloured lights (which must be refused as `colour_cast`). For
 * every copy whose face was measured it records what the gate answered, which of the three rules
 * refused it, and the three witnesses those rules read (the skin from the skin-tone line's centre,
 * the scene around the face and the whites of the eyes from neutral, along and across the line),
 * so that other limits can be weighed on the recorded readings without analysing again. The 101
 * portraits of the two sets hid what a wider limit costs on the 781 of the whole collection:
 * judge a change of these limits on a large set.
 *
 * Run: ./run bench -- colour-casts                    the committed face set; results/colour-casts.json
 *      FACE_SET_DIR=DIR ./run bench -- colour-casts   every JPEG/PNG in DIR; results/colour-casts-candidates.json
 *                                                     (figures only; about 3 s a face)
 */
import {
  createVisionAnalyzer,
  TRACE_THRESHOLDS,
  VISION_VERSION,
  type CameraTraces,
} from '../packages/vision/src/index.ts';
import { lightGains } from '../packages/vision/test/photo-variants.ts';
import { facesFrom } from './fidelity-changes.ts';
import { writeReport } from './report.ts';

type Gains = [number, number, number];
const ORDINARY: [string, Gains][] = [
  ['warmer 5 %', [1.05, 1, 0.95]],
  ['cooler 5 %', [0.95, 1, 1.05]],
  ['greener 5 %', [1, 1.05, 1]],
  ['magenta 5 %', [1.05, 0.95, 1.05]],
];
/** The gate benchmark's lights (packages/vision/test/bad-photos.ts). */
const LIGHTS: [string, Gains][] = [
  ['tungsten light', [1.6, 1, 0.45]],
  ['pink light', [1.4, 0.75, 1.25]],
  ['blue light', [0.65, 1, 1.6]],
  ['green light', [0.8, 1.3, 0.75]],
];

const candidateDir = process.env.FACE_SET_DIR || undefined;
const faces = facesFrom(candidateDir);

/** A colour's place against the skin-tone line (as `quality.ts` reads it), to a tenth. */
function onLine(colour: { redGreen: number; blueGreen: number }, origin: readonly number[] = [0, 0]) {
  const [dx, dy] = TRACE_THRESHOLDS.skinLocus.direction;
  const dr = colour.redGreen - origin[0]!;
  const db = colour.blueGreen - origin[1]!;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { along: round(dr * dx + db * dy), across: round(-dr * dy + db * dx) };
}

function witnesses(traces: CameraTraces) {
  return {
    skin: onLine(traces.chroma, TRACE_THRESHOLDS.skinLocus.centre),
    scene: traces.photoChroma && onLine(traces.photoChroma),
    sclera: traces.scleraChroma && onLine(traces.scleraChroma),
  };
}

/** Which rule refused a colour cast, from the refusal's detail (quality.ts `traceRefusal`). */
function ruleOf(detail: string | undefined): 'locus' | 'skin and scene' | 'three witnesses' | 'other' {
  if (!detail) return 'other';
  if (detail.includes('outside every skin tone')) return 'locus';
  if (detail.includes('all moved')) return 'three witnesses';
  if (detail.includes('the scene around the face')) return 'skin and scene';
  return 'other';
}

interface Copy {
  change: string;
  /** 'accepted', or the refusal's reason. */
  got: string;
  rule?: ReturnType<typeof ruleOf>;
  witnesses?: ReturnType<typeof witnesses>;
}

// One photo at a time: the traces handed out are those of the analysis just run.
let traces: CameraTraces | null = null;
const analyzer = await createVisionAnalyzer({ onTraces: (t) => (traces = t) });
const started = performance.now();
const perFace: { file: string; accepted: boolean; copies?: Copy[] }[] = [];
for (const face of faces) {
  const photo = face.read();
  const analyse = async (change: string, gains: Gains | null): Promise<Copy> => {
    traces = null;
    const result = await analyzer.analyze(gains ? await lightGains(photo, gains) : photo);
    const read: CameraTraces | null = traces;
    const got = result.ok ? 'accepted' : result.reason;
    return {
      change,
      got,
      ...(got === 'colour_cast' ? { rule: ruleOf(result.ok ? undefined : result.detail) } : {}),
      ...(read ? { witnesses: witnesses(read) } : {}),
    };
  };
  const asTaken = await analyse('as taken', null);
  // A photo refused as taken for a reason of its own says nothing of the colour rules.
  if (asTaken.got !== 'accepted' && asTaken.got !== 'colour_cast') {
    perFace.push({ file: face.file, accepted: false });
    continue;
  }
  const copies = [asTaken];
  for (const [change, gains] of [...ORDINARY, ...LIGHTS]) copies.push(await analyse(change, gains));
  perFace.push({ file: face.file, accepted: true, copies });
  const wrong = copies.filter((c, k) =>
    k === 0 || k <= ORDINARY.length ? c.got === 'colour_cast' : c.got !== 'colour_cast',
  );
  console.error(`${face.file}: ${wrong.length ? wrong.map((c) => `${c.change} → ${c.got}`).join('; ') : 'right'}`);
}
await analyzer.close();

const read = perFace.filter((f) => f.accepted);
const tally = (change: string, mustRefuse: boolean) => {
  const copies = read.map((f) => ({ file: f.file, copy: f.copies!.find((c) => c.change === change)! }));
  const measuredFace = copies.filter(({ copy }) => copy.witnesses);
  const refused = measuredFace.filter(({ copy }) => copy.got === 'colour_cast');
  const byRule: Record<string, number> = {};
  for (const { copy } of refused) byRule[copy.rule!] = (byRule[copy.rule!] ?? 0) + 1;
  return {
    change,
    expect: mustRefuse ? 'colour_cast' : 'not colour_cast',
    refused: refused.length,
    of: measuredFace.length,
    byRule,
    // The faces the gate answered wrongly for this copy.
    wrongOn: (mustRefuse ? measuredFace.filter(({ copy }) => copy.got !== 'colour_cast') : refused).map(
      ({ file, copy }) => (mustRefuse ? `${file} (${copy.got})` : file),
    ),
  };
};
const perChange = [
  tally('as taken', false),
  ...ORDINARY.map(([change]) => tally(change, false)),
  ...LIGHTS.map(([change]) => tally(change, true)),
];
for (const c of perChange)
  console.log(`${c.refused}/${c.of}\t${c.change}\trefused as a colour cast ${JSON.stringify(c.byRule)}`);

writeReport(candidateDir ? 'colour-casts-candidates' : 'colour-casts', {
  visionVersion: VISION_VERSION,
  faceSet: candidateDir ? `every photo in FACE_SET_DIR (${faces.length})` : 'packages/vision/test/face-set.ts',
  seconds: Math.round((performance.now() - started) / 1000),
  faces: faces.length,
  read: read.length,
  ordinaryRefused: perChange.slice(1, 1 + ORDINARY.length).reduce((n, c) => n + c.refused, 0),
  ordinaryOf: perChange.slice(1, 1 + ORDINARY.length).reduce((n, c) => n + c.of, 0),
  perChange,
  perFace,
});
