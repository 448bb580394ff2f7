/**
 * The fidelity of the photo analysis (issue 17): does it measure the skin rather than the light
 * and the camera? On every face of the set:
 *
 * - **Repeatability**: each mild change two selfies of one person really differ by (JPEG 85 and
 *   70, ±10 % scale, ±5 % exposure, a 3 % crop, a 3 % shift, ±3° rotation, ±5 % per-channel
 *   white balance, and combinations) must move no focus-area score by more than 3 points, and must
 *   not change whether an area is measurable at all (counted as a flip).
 * - **ITA band** unchanged under ±10 % exposure and ±5 % white balance; and, since vision 1.4
 *   names every band a photo cannot tell apart, whether any such change named bands that share
 *   none with the photo's own (a contradiction).
 * - **A photo that lacked light** (half a stop and a stop under): the band of the photo as taken
 *   must still be named (decision 063), and each area's score should stay within 3 points (decision 064).
 * - **Dose-response**: drawn redness, dark spots, grain, glints and creases at three doses, each at a
 *   physical size (mm, through the ruler): the own area must fall by 10 points or more at the
 *   strongest dose, every other area move by at most 5 (cross-talk).
 * - **Spread** of each area over the set, which must span 30 points or say 'not measurable'.
 * - **The conditions' readings** (decision 037): how far each mild change moved the light, exposure,
 *   distance and pose read from the photo. These changes are the ones the scores stayed steady
 *   under, so what they move the readings by (the change plus the reading's own noise) is how far
 *   two photos' conditions may differ and still be called alike.
 * - **What the person is shown** (the issue's "overall score ≤ 2 points"): the engine's overall
 *   score and its six focus areas, from each photo's findings as the server maps them (`toFindings`)
 *   and one everyday questionnaire (the engine's `baseAnswers`), under the same mild changes.
 * Everything is also summarised per skin-tone band (the band judged by eye where known).
 *
 * Run: ./run bench -- fidelity                 the committed face set; writes results/fidelity.json
 *      FACE_SET_DIR=DIR ./run bench -- fidelity   every JPEG/PNG in DIR (for example the public-domain
 *      portraits of decision 020); judged bands from the faces README where listed; writes
 *      results/fidelity-candidates.json (figures only: no photo enters the repository);
 *      FACE_SET_NAME=held-out (or hires) writes results/fidelity-held-out.json instead (report.ts)
 *      FIDELITY_PARTS=mild ...   only the mild changes (repeatability and the conditions' readings):
 *      a quicker run, reported under its own name (-mild) so it never replaces a whole one
 */
import { createVisionAnalyzer, VISION_VERSION, type FocusScores, type ItaBand } from '../packages/vision/src/index.ts';
import {
  compareConditions,
  CONDITION_LIMITS,
  conditionDifferences,
  lightDiffersBeyond,
  lightPairNoise,
  type PhotoConditions,
} from '@skinsight/shared/photo-conditions';
import { photoConditions } from '../packages/vision/src/index.ts';
import { ITA_BANDS } from '../packages/vision/test/face-set.ts';
import {
  BAND_CHANGES,
  DOSES,
  facesFrom,
  MILD,
  READING_KEYS,
  SCORE_KEYS,
  UNDER_EXPOSURES,
  type ScoreKey,
} from './fidelity-changes.ts';
import { toFindings } from '../apps/server/src/modules/analysis/analysis-service.ts';
import { recommend } from '../packages/engine/src/index.ts';
import { baseAnswers } from '../packages/engine/src/test-data.ts';
import { FOCUS_AREA_KEYS, type FocusAreaKey } from '@skinsight/shared/recommendation';
import type { VisionSuccess } from '../packages/vision/src/index.ts';
import { faceSetResultsName, writeReport } from './report.ts';

/** Targets of issue 17. */
const TARGET = { maxDeviation: 3, minOwnEffect: 10, maxCrossTalk: 5, minSpread: 30, maxOverallDeviation: 2 } as const;

/** What the results page shows for a photo, with one everyday questionnaire: the overall score and the focus areas'. */
function shown(result: VisionSuccess): { overall: number | null; areas: Record<FocusAreaKey, number | null> } {
  const recommendation = recommend({ answers: baseAnswers(), locale: 'en', photo: toFindings(result) });
  return {
    overall: recommendation.score,
    areas: Object.fromEntries(FOCUS_AREA_KEYS.map((a) => [a, recommendation.focus_areas[a].score])) as Record<
      FocusAreaKey,
      number | null
    >,
  };
}

// ---------------------------------------------------------------------------------------------

/** |a − b|, 0 when neither was measurable, Infinity when only one was (a flip). */
function deviation(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : Infinity;
  return Math.abs(a - b);
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const cell = (n: number) => (n === Infinity ? 'flip' : String(round1(n)));

interface FaceResult {
  file: string;
  band: ItaBand | null;
  judged: boolean;
  accepted: boolean;
  refusal?: string;
  ita?: number;
  pxPerMm?: number;
  resolves?: string[];
  confidence?: number;
  scores?: FocusScores;
  /** The measurements of the photo as it is, for fitting the score curves on the set. */
  measurements?: Record<string, number>;
  /** Per change: the largest deviation of each area (points; 'flip' when measurability changed); refusals listed. */
  mild?: Record<string, Record<ScoreKey, number | 'flip'> | { refused: string }>;
  /**
   * Per mild change, what comparing its conditions with the photo's own says (decision 037): the
   * dimensions not called a match (`differs` or `unknown`, with the reason). The limits are those
   * of the single changes here, so each single change should be called alike.
   */
  conditions?: Record<string, string[]>;
  /** Per mild change, how far its conditions' readings were from the photo's own (`Readings`). */
  readings?: Record<string, Readings>;
  /** Per area: the largest deviation over every mild change. */
  maxDeviation?: Record<ScoreKey, number | 'flip' | 'not measurable'>;
  /**
   * The band of the photo as it is and the changes that gave another band (the target);
   * `bands`, every band the photo cannot tell apart (vision 1.4), and `contradicted`, the changes
   * whose bands share none with the photo's: two selfies that name different skin tones;
   * `underExposed`, the copies that lacked light (UNDER_EXPOSURES) whose bands leave out the band
   * of the photo as taken (decision 063).
   */
  itaBand?: { base: ItaBand; bands: ItaBand[]; changed: string[]; contradicted: string[]; underExposed: string[] };
  doses?: { change: string; area: ScoreKey; own: (number | null)[]; crossTalk: number; worstOther: ScoreKey | null }[];
  /**
   * Per copy that lacked light (UNDER_EXPOSURES), how far each area moved (points; 'flip' when
   * measurability changed; null when measured on neither), or why it was refused: the skin is the
   * same, so the scores should be (decision 064).
   */
  underExposedScores?: Record<string, Record<ScoreKey, number | 'flip' | null> | { refused: string }>;
  /**
   * What the results page shows (`shown`): the photo's overall score and focus areas, and per mild
   * change how far the overall score and the furthest-moved focus area moved (points; a focus area
   * that gained or lost its score counts as a flip).
   */
  engine?: {
    overall: number | null;
    areas: Record<FocusAreaKey, number | null>;
    mild: Record<string, { overall: number; area: number | 'flip' }>;
    maxOverallDeviation: number;
    maxAreaDeviation: number | 'flip';
    /** Each focus area's largest move over the mild changes. */
    maxDeviationByArea: Record<FocusAreaKey, number | 'flip'>;
  };
}

/**
 * How far a changed photo's conditions were read from the photo's own, in the units of
 * `CONDITION_LIMITS`: the light's largest channel-against-channel log ratio and the change of the
 * share of its correction applied (null when either photo's light was not read), the exposure's and
 * the scale's log ratios (scale null when the rulers cannot be compared), and the pose's degrees.
 */
interface Readings {
  light: number | null;
  /** The two readings' noise together (the root sum of squares of `light.noise`); null when either has none. */
  lightNoise: number | null;
  correctedShare: number | null;
  exposure: number;
  scale: number | null;
  yawDeg: number;
  pitchDeg: number;
  rollDeg: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const roundNoise = (n: number | undefined) => (n === undefined ? null : Math.round(n * 10000) / 10000);
function readings(before: PhotoConditions, now: PhotoConditions): Readings {
  const d = conditionDifferences(before, now);
  return {
    light: d.light && round3(d.light.largest),
    lightNoise: before.light && now.light ? roundNoise(lightPairNoise(before.light, now.light)) : null,
    correctedShare: d.light && round3(d.light.correctedShare),
    exposure: round3(d.exposureLog),
    scale: d.scaleLog === null ? null : round3(d.scaleLog),
    yawDeg: round1(d.yawDeg),
    pitchDeg: round1(d.pitchDeg),
    rollDeg: round1(d.rollDeg),
  };
}

/** The q-quantile (0-1) of the values' sizes, by the nearest rank; null with none. */
function quantileOfSize(values: number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = values.map(Math.abs).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const candidateDir = process.env.FACE_SET_DIR || undefined;
const onlyMild = process.env.FIDELITY_PARTS === 'mild';
const analyzer = await createVisionAnalyzer();
const results: FaceResult[] = [];
const started = performance.now();
for (const face of facesFrom(candidateDir)) {
  const photo = face.read();
  const base = await analyzer.analyze(photo);
  if (!base.ok) {
    results.push({ file: face.file, band: face.band, judged: face.judged, accepted: false, refusal: base.reason });
    continue;
  }
  const band = face.band ?? base.ita.band;
  const mild: NonNullable<FaceResult['mild']> = {};
  const conditions: NonNullable<FaceResult['conditions']> = {};
  const conditionReadings: NonNullable<FaceResult['readings']> = {};
  const baseConditions = photoConditions(base);
  const worst = Object.fromEntries(SCORE_KEYS.map((k) => [k, 0])) as Record<ScoreKey, number>;
  const baseShown = shown(base);
  const engineMild: NonNullable<FaceResult['engine']>['mild'] = {};
  const shownWorst = Object.fromEntries(FOCUS_AREA_KEYS.map((a) => [a, 0])) as Record<FocusAreaKey, number>;
  for (const [name, change] of MILD) {
    const result = await analyzer.analyze(await change(photo));
    if (!result.ok) {
      mild[name] = { refused: result.reason };
      continue;
    }
    const changedShown = shown(result);
    const areaMoves = FOCUS_AREA_KEYS.map((a) => deviation(changedShown.areas[a], baseShown.areas[a]));
    FOCUS_AREA_KEYS.forEach((a, i) => (shownWorst[a] = Math.max(shownWorst[a], areaMoves[i]!)));
    engineMild[name] = {
      overall: round1(deviation(changedShown.overall, baseShown.overall)),
      area: Math.max(...areaMoves) === Infinity ? 'flip' : round1(Math.max(...areaMoves)),
    };
    const changedConditions = photoConditions(result);
    conditions[name] = compareConditions(baseConditions, changedConditions).checks.flatMap((c) =>
      c.status === 'match' ? [] : [`${c.dimension} ${c.status} (${c.reason})`],
    );
    conditionReadings[name] = readings(baseConditions, changedConditions);
    const row = {} as Record<ScoreKey, number | 'flip'>;
    for (const key of SCORE_KEYS) {
      const d = deviation(result.scores[key], base.scores[key]);
      row[key] = d === Infinity ? 'flip' : round1(d);
      worst[key] = Math.max(worst[key], d);
    }
    mild[name] = row;
  }
  const changedBand: string[] = [];
  const contradicted: string[] = [];
  for (const [name, change] of onlyMild ? [] : BAND_CHANGES) {
    const result = await analyzer.analyze(await change(photo));
    if (!result.ok) continue;
    if (result.ita.band !== base.ita.band) changedBand.push(`${name}: ${result.ita.band} (${result.ita.angle}°)`);
    if (!result.ita.bands.some((b) => base.ita.bands.includes(b)))
      contradicted.push(`${name}: ${result.ita.bands.join('/')} (${result.ita.range.join(' to ')}°)`);
  }
  const underExposed: string[] = [];
  const underExposedScores: NonNullable<FaceResult['underExposedScores']> = {};
  for (const [name, change] of onlyMild ? [] : UNDER_EXPOSURES) {
    const result = await analyzer.analyze(await change(photo));
    if (!result.ok) {
      underExposedScores[name] = { refused: result.reason };
      continue;
    }
    if (!result.ita.bands.includes(base.ita.band))
      underExposed.push(`${name}: ${result.ita.bands.join('/')} (${result.ita.range.join(' to ')}°)`);
    underExposedScores[name] = Object.fromEntries(
      SCORE_KEYS.map((key) => {
        if (result.scores[key] === null && base.scores[key] === null) return [key, null];
        const d = deviation(result.scores[key], base.scores[key]);
        return [key, d === Infinity ? 'flip' : round1(d)];
      }),
    ) as Record<ScoreKey, number | 'flip' | null>;
  }
  const doses: NonNullable<FaceResult['doses']> = [];
  for (const dose of onlyMild ? [] : DOSES) {
    const own: (number | null)[] = [];
    let crossTalk = 0;
    let worstOther: ScoreKey | null = null;
    for (const amount of dose.doses) {
      const result = await analyzer.analyze(await dose.apply(photo, base, amount));
      if (!result.ok) {
        own.push(null);
        continue;
      }
      const ownBase = base.scores[dose.area];
      const ownNow = result.scores[dose.area];
      own.push(ownBase === null || ownNow === null ? null : round1(ownNow - ownBase));
      // Pores and texture read the same grain at two scales; the grain may move both.
      for (const key of SCORE_KEYS.filter((k) => k !== dose.area && !(dose.area === 'pores' && k === 'texture'))) {
        const d = deviation(result.scores[key], base.scores[key]);
        if (d !== Infinity && d > crossTalk) [crossTalk, worstOther] = [d, key];
      }
    }
    doses.push({ change: dose.change, area: dose.area, own, crossTalk: round1(crossTalk), worstOther });
  }
  results.push({
    file: face.file,
    band,
    judged: face.judged,
    accepted: true,
    ita: base.ita.angle,
    pxPerMm: base.quality.ruler.pxPerMm,
    resolves: base.quality.ruler.resolves,
    confidence: base.quality.confidence,
    scores: base.scores,
    measurements: Object.fromEntries(base.measurements.map((m) => [m.id, m.value])),
    mild,
    conditions,
    readings: conditionReadings,
    maxDeviation: Object.fromEntries(
      SCORE_KEYS.map((k) => [
        k,
        base.scores[k] === null && worst[k] === 0
          ? 'not measurable'
          : worst[k] === Infinity
            ? 'flip'
            : round1(worst[k]),
      ]),
    ) as FaceResult['maxDeviation'],
    itaBand: { base: base.ita.band, bands: base.ita.bands, changed: changedBand, contradicted, underExposed },
    doses,
    underExposedScores,
    engine: {
      ...baseShown,
      mild: engineMild,
      maxOverallDeviation: Math.max(0, ...Object.values(engineMild).map((m) => m.overall)),
      maxAreaDeviation: Object.values(engineMild).some((m) => m.area === 'flip')
        ? 'flip'
        : Math.max(0, ...Object.values(engineMild).map((m) => m.area as number)),
      maxDeviationByArea: Object.fromEntries(
        FOCUS_AREA_KEYS.map((a) => [a, shownWorst[a] === Infinity ? 'flip' : round1(shownWorst[a])]),
      ) as Record<FocusAreaKey, number | 'flip'>,
    },
  });
  console.error(`${face.file}: done`);
}
await analyzer.close();

// ---------------------------------------------------------------------------------------------
// Summaries: per area over the set, and per band.

const accepted = results.filter((r) => r.accepted);
function summarise(faces: FaceResult[]) {
  const perArea = Object.fromEntries(
    SCORE_KEYS.map((key) => {
      const measured = faces.filter((f) => f.scores![key] !== null);
      const deviations = faces
        .map((f) => f.maxDeviation![key])
        .filter((d): d is number | 'flip' => d !== 'not measurable');
      const numeric = deviations.filter((d): d is number => d !== 'flip');
      const values = measured.map((f) => f.scores![key]!);
      return [
        key,
        {
          measuredOn: measured.length,
          notMeasurable: faces.length - measured.length,
          maxDeviation: numeric.length ? Math.max(...numeric) : null,
          facesWithin3: numeric.filter((d) => d <= TARGET.maxDeviation).length,
          flips: deviations.filter((d) => d === 'flip').length,
          spread: values.length ? { min: Math.min(...values), max: Math.max(...values) } : null,
        },
      ];
    }),
  );
  const engine = faces.map((f) => f.engine!);
  const areaDeviations = engine.map((e) => e.maxAreaDeviation).filter((d): d is number => d !== 'flip');
  return {
    faces: faces.length,
    perArea,
    /**
     * What the results page shows under the mild changes (`shown`): the largest move of the overall
     * score, on how many faces it stayed within 2 points (the target), and the same for the
     * focus areas (within 3); flips are focus areas that gained or lost their score.
     */
    shown: {
      maxOverallDeviation: engine.length ? Math.max(...engine.map((e) => e.maxOverallDeviation)) : null,
      facesOverallWithin2: engine.filter((e) => e.maxOverallDeviation <= TARGET.maxOverallDeviation).length,
      maxAreaDeviation: areaDeviations.length ? Math.max(...areaDeviations) : null,
      facesAreasWithin3: areaDeviations.filter((d) => d <= TARGET.maxDeviation).length,
      flips: engine.filter((e) => e.maxAreaDeviation === 'flip').length,
      /** Per focus area: its largest move over the faces, and on how many it stayed within 3 points. */
      perArea: Object.fromEntries(
        FOCUS_AREA_KEYS.map((a) => {
          const moves = engine.map((e) => e.maxDeviationByArea[a]);
          const numeric = moves.filter((d): d is number => d !== 'flip');
          return [
            a,
            {
              maxDeviation: numeric.length ? Math.max(...numeric) : null,
              facesWithin3: numeric.filter((d) => d <= TARGET.maxDeviation).length,
              flips: moves.length - numeric.length,
            },
          ];
        }),
      ),
    },
    itaBandStable: faces.filter((f) => f.itaBand!.changed.length === 0).length,
    /** Faces whose skin tone no change contradicted (the bands named always shared one). */
    itaNeverContradicted: faces.filter((f) => f.itaBand!.contradicted.length === 0).length,
    /** Faces whose copies half a stop and a stop under still named the band of the photo as taken. */
    itaKeptUnderExposed: faces.filter((f) => f.itaBand!.underExposed.length === 0).length,
    /** Per mild change: on how many faces comparing its conditions with the photo's said 'alike'. */
    conditionsAlike: Object.fromEntries(
      MILD.map(([name]) => [name, faces.filter((f) => f.conditions![name]?.length === 0).length]),
    ),
    /** Per mild change: on how many faces its conditions were called different (not only unknown). */
    conditionsDiffer: Object.fromEntries(
      MILD.map(([name]) => [
        name,
        faces.filter((f) => f.conditions![name]?.some((c) => c.includes(' differs '))).length,
      ]),
    ),
    /**
     * Per reading, the 95th percentile and the largest size of its change over every face, under
     * the mild changes that change it (`atChange`: what CONDITION_LIMITS are set from, so that a
     * change the scores were steady under is called alike 19 times in 20) and under those that
     * do not (`noise`: the reading's own noise); with how many of them it was read on.
     */
    conditionReadings: Object.fromEntries(
      READING_KEYS.map((key) => {
        const sizes = (changes: typeof MILD) => {
          const all = faces.flatMap((f) =>
            changes.flatMap(([name]) => (f.readings?.[name] ? [f.readings[name]![key]] : [])),
          );
          const values = all.filter((v): v is number => v !== null);
          return {
            readOn: values.length,
            of: all.length,
            p95: quantileOfSize(values, 0.95),
            max: quantileOfSize(values, 1),
          };
        };
        return [
          key,
          {
            atChange: sizes(MILD.filter(([, , moves]) => moves.includes(key))),
            noise: sizes(MILD.filter(([, , moves]) => !moves.includes(key))),
          },
        ];
      }),
    ),
    /**
     * The light's per-pair limit (CONDITION_LIMITS.lightNoiseZ): under the changes that leave the
     * light alone, the 95th percentile of the reading's change over the pair's noise (`zP95`, which
     * SCLERA_CORRELATION is set from, to 1.96) and how often the change stayed within 1.96 times the
     * noise; under the light's own changes, how often it stayed within the benchmark's change plus
     * that (alike or 'cannot tell', never 'differs'), against the fixed limit's count.
     */
    lightNoiseLimit: (() => {
      const pairs = (changes: typeof MILD) =>
        faces.flatMap((f) =>
          changes.flatMap(([name]) => {
            const r = f.readings?.[name];
            return r && r.light !== null && r.lightNoise !== null && r.lightNoise > 0
              ? [{ change: r.light, noise: r.lightNoise }]
              : [];
          }),
        );
      const still = pairs(MILD.filter(([, , moves]) => !moves.includes('light')));
      const moved = pairs(MILD.filter(([, , moves]) => moves.includes('light')));
      const z = CONDITION_LIMITS.lightNoiseZ;
      const zP95 = quantileOfSize(
        still.map((p) => p.change / p.noise),
        0.95,
      );
      return {
        stillReadOn: still.length,
        zP95: zP95 === null ? null : round3(zP95),
        stillWithin: still.filter((p) => p.change <= z * p.noise).length,
        noiseMedian: quantileOfSize(
          still.map((p) => p.noise),
          0.5,
        ),
        movedReadOn: moved.length,
        movedNotDiffers: moved.filter((p) => p.change <= lightDiffersBeyond(p.noise)).length,
        movedNotDiffersFixed: moved.filter((p) => p.change <= CONDITION_LIMITS.lightReadLogRatio).length,
      };
    })(),
    /**
     * Per copy that lacked light (UNDER_EXPOSURES) and per area: the largest move of the score, and
     * on how many faces it stayed within 3 points (`within3`, of `measuredOn`, the faces whose
     * photo or copy measured it); `refused`, the copies the gate turned away (decision 064).
     */
    scoresUnderExposed: Object.fromEntries(
      (onlyMild ? [] : UNDER_EXPOSURES).map(([name]) => {
        const rows = faces.map((f) => f.underExposedScores![name]!);
        const measured = rows.filter((r): r is Record<ScoreKey, number | 'flip' | null> => !('refused' in r));
        return [
          name,
          {
            refused: rows.length - measured.length,
            perArea: Object.fromEntries(
              SCORE_KEYS.map((key) => {
                const moves = measured.map((r) => r[key]).filter((d) => d !== null);
                const numeric = moves.filter((d): d is number => d !== 'flip');
                return [
                  key,
                  {
                    measuredOn: moves.length,
                    max: numeric.length ? Math.max(...numeric) : null,
                    within3: numeric.filter((d) => d <= TARGET.maxDeviation).length,
                    flips: moves.length - numeric.length,
                  },
                ];
              }),
            ),
          },
        ];
      }),
    ),
    /** Faces whose photo named a single band. */
    itaOneBand: faces.filter((f) => f.itaBand!.bands.length === 1).length,
    doses: (onlyMild ? [] : DOSES).map((dose) => {
      const rows = faces.map((f) => f.doses!.find((d) => d.change === dose.change)!);
      const strongest = rows.map((r) => r.own.at(-1)).filter((v): v is number => v !== null && v !== undefined);
      return {
        change: dose.change,
        area: dose.area,
        measuredOn: strongest.length,
        ownEffectAtStrongest: strongest.length ? { min: Math.min(...strongest), max: Math.max(...strongest) } : null,
        facesMeetingOwnEffect: strongest.filter((v) => v <= -TARGET.minOwnEffect).length,
        maxCrossTalk: Math.max(0, ...rows.map((r) => r.crossTalk)),
        facesWithinCrossTalk: rows.filter((r) => r.crossTalk <= TARGET.maxCrossTalk).length,
      };
    }),
  };
}

const perBand: Record<string, ReturnType<typeof summarise>> = {};
for (const band of ITA_BANDS) {
  const faces = accepted.filter((r) => r.band === band);
  if (faces.length > 0) perBand[band] = summarise(faces);
}

// A table a person can read, then the full record.
console.log(['face', 'band', 'px/mm', ...SCORE_KEYS, 'ITA band changed by'].join('\t'));
for (const r of results) {
  if (!r.accepted) {
    console.log([r.file, r.band ?? '-', `refused: ${r.refusal}`].join('\t'));
    continue;
  }
  const dev = SCORE_KEYS.map((k) => {
    const d = r.maxDeviation![k];
    return typeof d === 'number' ? cell(d) : d === 'not measurable' ? 'n/m' : d;
  });
  console.log([r.file, r.band, r.pxPerMm, ...dev, r.itaBand!.changed.join('; ') || '-'].join('\t'));
}

writeReport(`${faceSetResultsName('fidelity', candidateDir)}${onlyMild ? '-mild' : ''}`, {
  visionVersion: VISION_VERSION,
  faceSet: candidateDir ? `every photo in FACE_SET_DIR (${results.length})` : 'packages/vision/test/face-set.ts',
  targets: TARGET,
  seconds: Math.round((performance.now() - started) / 1000),
  accepted: accepted.length,
  photos: results.length,
  overall: summarise(accepted),
  perBand,
  faces: results,
});
