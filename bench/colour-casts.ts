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
import { onSkinLine } from '../packages/vision/src/quality.ts';
import { lightGains } from '../packages/vision/test/photo-variants.ts';
import { facesFrom } from './fidelity-changes.ts';
import { faceSetResultsName, writeReport } from './report.ts';

type Gains = [number, number, number];
/**
 * The copies of each photo, and whether the gate must refuse them as a colour cast: the photo as
 * taken and a light 5 % off white four ways (the fidelity benchmark's white-balance changes) must
 * be measured; the gate benchmark's lights (packages/vision/test/bad-photos.ts) must be refused.
 */
const COPIES: { change: string; gains: Gains | null; mustRefuse: boolean }[] = [
  { change: 'as taken', gains: null, mustRefuse: false },
  { change: 'warmer 5 %', gains: [1.05, 1, 0.95], mustRefuse: false },
  { change: 'cooler 5 %', gains: [0.95, 1, 1.05], mustRefuse: false },
  { change: 'greener 5 %', gains: [1, 1.05, 1], mustRefuse: false },
  { change: 'magenta 5 %', gains: [1.05, 0.95, 1.05], mustRefuse: false },
  { change: 'tungsten light', gains: [1.6, 1, 0.45], mustRefuse: true },
  { change: 'pink light', gains: [1.4, 0.75, 1.25], mustRefuse: true },
  { change: 'blue light', gains: [0.65, 1, 1.6], mustRefuse: true },
  { change: 'green light', gains: [0.8, 1.3, 0.75], mustRefuse: true },
];
const ORDINARY = COPIES.filter((c) => c.change !== 'as taken' && !c.mustRefuse).map((c) => c.change);

const candidateDir = process.env.FACE_SET_DIR || undefined;
const faces = facesFrom(candidateDir);

/** A colour's place against the skin-tone line (quality.ts `onSkinLine`), to a tenth. */
function onLine(colour: { redGreen: number; blueGreen: number }, origin?: readonly [number, number]) {
  const { along, across } = onSkinLine(colour, origin);
  return { along: Math.round(along * 10) / 10, across: Math.round(across * 10) / 10 };
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
  const analyse = async ({ change, gains }: (typeof COPIES)[number]): Promise<Copy> => {
    traces = null;
    const result = await analyzer.analyze(gains ? await lightGains(photo, gains) : photo);
    const handed: CameraTraces | null = traces;
    const got = result.ok ? 'accepted' : result.reason;
    return {
      change,
      got,
      ...(got === 'colour_cast' ? { rule: ruleOf(result.ok ? undefined : result.detail) } : {}),
      ...(handed ? { witnesses: witnesses(handed) } : {}),
    };
  };
  const asTaken = await analyse(COPIES[0]!);
  // A photo refused as taken for a reason of its own says nothing of the colour rules.
  if (asTaken.got !== 'accepted' && asTaken.got !== 'colour_cast') {
    perFace.push({ file: face.file, accepted: false });
    continue;
  }
  const copies = [asTaken];
  for (const copy of COPIES.slice(1)) copies.push(await analyse(copy));
  perFace.push({ file: face.file, accepted: true, copies });
  const wrong = copies.filter((c, k) => (c.got === 'colour_cast') !== COPIES[k]!.mustRefuse);
  console.error(`${face.file}: ${wrong.length ? wrong.map((c) => `${c.change} → ${c.got}`).join('; ') : 'right'}`);
}
await analyzer.close();

const read = perFace.filter((f) => f.accepted);
const tally = ({ change, mustRefuse }: (typeof COPIES)[number]) => {
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
const perChange = COPIES.map(tally);
const ordinary = perChange.filter((c) => ORDINARY.includes(c.change));
for (const c of perChange)
  console.log(`${c.refused}/${c.of}\t${c.change}\trefused as a colour cast ${JSON.stringify(c.byRule)}`);

writeReport(faceSetResultsName('colour-casts', candidateDir), {
  visionVersion: VISION_VERSION,
  faceSet: candidateDir ? `every photo in FACE_SET_DIR (${faces.length})` : 'packages/vision/test/face-set.ts',
  seconds: Math.round((performance.now() - started) / 1000),
  faces: faces.length,
  read: read.length,
  ordinaryRefused: ordinary.reduce((n, c) => n + c.refused, 0),
  ordinaryOf: ordinary.reduce((n, c) => n + c.of, 0),
  perChange,
  perFace,
});
