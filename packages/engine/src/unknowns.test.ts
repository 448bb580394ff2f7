/**
 * The engine says when it does not know (docs/decisions/027): an area with too little evidence has
 * no score, the overall score rests only on areas that have one, nothing in the result is justified
 * by an area without one, and every area with enough evidence keeps exactly the figure engine 1.2.0
 * gave it (golden-1.2.0.json: 600 partial cases recorded before the change, at commit 0ba54ae, as
 * [score, ...each area's score] of recommend() over partialCase(seededRandom(GOLDEN_SEED)), the
 * locale cycling through LOCALES). Engine 1.5.0 changed one thing on purpose (docs/decisions/068):
 * a colour reading (redness, pigmentation) weighs fully from a colour confidence of 0.6 up and in
 * proportion below it, where 1.2.0 weighed it by the confidence itself; those figures may only have
 * moved towards the photo's measurement, never past it.
 */
import { describe, expect, it } from 'vitest';
import {
  FOCUS_AREA_KEYS,
  LOCALES,
  recommendationJsonSchema,
  type Answers,
  type FocusAreaKey,
  type RecommendationJson,
} from '@skinsight/shared';
import golden from './fixtures/golden-1.2.0.json' with { type: 'json' };
import { AREA_WEIGHTS, proAnalysis, recommend } from './index.ts';
import { readProfile } from './profile.ts';
import { buildRoutine, type RoutineScores } from './routine.ts';
import { answerEvidence, ENOUGH_EVIDENCE, MIN_KNOWN_AREAS } from './scoring.ts';
import { TEXTS } from './texts/index.ts';
import {
  baseAnswers,
  GOLDEN_CASES,
  GOLDEN_SEED,
  OPTIONS,
  partialCase,
  randomAnswers,
  seededRandom,
  typicalPhoto,
} from './test-data.ts';

const random = seededRandom(GOLDEN_SEED);
const CASES = Array.from({ length: GOLDEN_CASES }, (_, i) => {
  const { answers, photo } = partialCase(random);
  const locale = LOCALES[i % LOCALES.length]!;
  return { answers, photo, locale, result: recommend({ answers, locale, photo }) };
});
const unknownAreas = (r: RecommendationJson) => FOCUS_AREA_KEYS.filter((a) => r.focus_areas[a].score === null);

describe('areas with enough information keep their engine 1.2.0 figures', () => {
  it('the golden file is the one these cases were recorded with', () => {
    expect(golden.rows).toHaveLength(GOLDEN_CASES);
    expect(golden.columns).toEqual(['score', ...FOCUS_AREA_KEYS]);
  });

  it('every area with a score has exactly the old score, and the overall score is unchanged when all six have one', () => {
    let known = 0;
    let unknown = 0;
    let allKnown = 0;
    let reweighed = 0;
    CASES.forEach(({ photo, result }, i) => {
      const row = golden.rows[i]!;
      const colour = photo?.confidenceByKind?.colour;
      // Where engine 1.5.0 weighs the colour reading more than 1.2.0 did (decision 068).
      const heavier = (area: FocusAreaKey): area is 'redness' | 'pigmentation' =>
        (area === 'redness' || area === 'pigmentation') && colour !== undefined && colour > 0 && colour < 1;
      FOCUS_AREA_KEYS.forEach((area, j) => {
        const score = result.focus_areas[area].score;
        const old = row[j + 1]!;
        if (score === null) unknown++;
        else if (heavier(area)) {
          reweighed++;
          // Moved from the 1.2.0 figure towards the photo's measurement, and never past it.
          const measured = Math.round(photo!.scores[area]!);
          expect(Math.sign(score - old) * Math.sign(measured - old), `case ${i} ${area}`).toBeGreaterThanOrEqual(0);
          expect(Math.abs(score - old), `case ${i} ${area}`).toBeLessThanOrEqual(Math.abs(measured - old));
        } else {
          known++;
          expect(score, `case ${i} ${area}`).toBe(old);
        }
      });
      if (unknownAreas(result).length === 0 && !FOCUS_AREA_KEYS.some(heavier)) {
        allKnown++;
        expect(result.score, `case ${i}`).toBe(row[0]);
      }
    });
    // The cases exercise every side.
    expect(known).toBeGreaterThan(1000);
    expect(unknown).toBeGreaterThan(600);
    expect(allKnown).toBeGreaterThan(80);
    expect(reweighed).toBeGreaterThan(100);
  });

  it('every complete questionnaire the API accepts has enough information for every area, even answered "not sure"', () => {
    const r = seededRandom(7);
    for (let i = 0; i < 500; i++) {
      const answers: Answers = {
        ...randomAnswers(r),
        skinType: 'not_sure',
        familyHistory: 'not_sure',
        gender: 'prefer_not_to_say',
      };
      // The fewest concerns the questionnaire allows: one.
      answers.skinConcerns = [r.pick(['dullness', 'fine_lines', 'acne'])];
      const result = recommend({ answers, locale: 'en', photo: null });
      expect(unknownAreas(result)).toEqual([]);
      expect(result.score).not.toBeNull();
    }
  });
});

describe('no information never gives a good score', () => {
  const nothing: Answers[] = [
    {},
    { gender: 'female', location: 'Vienna' },
    { skinType: 'not_sure', familyHistory: 'not_sure', gender: 'prefer_not_to_say' },
    { age: 'abc', skinConcerns: [], sleep: '', smoking: 'banana' },
  ];

  it.each(nothing)('answers %j and no photo: no overall score and no area score', (answers) => {
    const result = recommend({ answers, locale: 'en', photo: null });
    expect(recommendationJsonSchema.parse(result)).toEqual(result);
    expect(result.score).toBeNull();
    expect(unknownAreas(result)).toEqual([...FOCUS_AREA_KEYS]);
    expect(result.overview_text).toContain('There is not enough information yet for an overall skin score');
    expect(result.see_dermatologist).toBe(false);
  });

  it('a photo too uncertain to decide anything adds no score either', () => {
    const photo = { ...typicalPhoto({}, 0.3), confidenceByKind: { colour: 0.3, texture: 0.3, geometry: 0.3 } };
    const result = recommend({ answers: {}, locale: 'en', photo });
    expect(result.score).toBeNull();
    expect(unknownAreas(result)).toEqual([...FOCUS_AREA_KEYS]);
  });

  it('a confident photo alone scores what it measured, and only that', () => {
    const photo = {
      ...typicalPhoto({ pores: null, fine_lines: null }, 0.9),
      confidenceByKind: { colour: 0.9, texture: 0, geometry: 0.9 },
    };
    const result = recommend({ answers: {}, locale: 'en', photo });
    expect(unknownAreas(result)).toEqual(['hydration', 'fine_lines', 'pores', 'skin_barrier_strength']);
    // Two areas are too few for an overall score; the overview names exactly what the photo measured.
    expect(result.score).toBeNull();
    expect(result.overview_text).toContain('Measured on your photo: pigmentation and redness.');
    expect(result.overview_text).not.toContain('estimated from your answers');
  });

  it('over generated partial cases: an overall score only with enough areas, and only from them', () => {
    for (const { result } of CASES) {
      const known = FOCUS_AREA_KEYS.filter((a) => result.focus_areas[a].score !== null);
      if (known.length < MIN_KNOWN_AREAS) {
        expect(result.score).toBeNull();
        continue;
      }
      const weights = known.reduce((s, a) => s + AREA_WEIGHTS[a], 0);
      const mean = known.reduce((s, a) => s + AREA_WEIGHTS[a] * result.focus_areas[a].score!, 0) / weights;
      expect(result.score).toBe(Math.round(mean));
    }
  });

  it('an area without a photo has a score only with at least half of what its answers could say', () => {
    for (const { answers, photo, result } of CASES) {
      if (photo) continue;
      for (const area of FOCUS_AREA_KEYS) {
        const evidence = answerEvidence(area, readProfile(answers));
        expect(result.focus_areas[area].score === null, `${area} ${evidence}`).toBe(
          Math.round(evidence * 100) / 100 < ENOUGH_EVIDENCE,
        );
      }
    }
  });
});

describe('a result without enough information is never self-contradictory', () => {
  it('an unknown area has no score, no factors, no confidence, and advice saying what would make it measurable', () => {
    for (const { result, photo, locale } of CASES) {
      for (const area of unknownAreas(result)) {
        const a = result.focus_areas[area];
        expect(a.factors).toEqual([]);
        expect(a.confidence).toBe(0);
        expect(a.advice.startsWith(TEXTS[locale][`advice_unknown_${area}`])).toBe(true);
        if (area === 'hydration' || area === 'skin_barrier_strength') continue;
        const hint =
          photo === null
            ? 'advice_unknown_add_photo'
            : a.source === 'answers'
              ? 'advice_unknown_closer_photo'
              : 'advice_unknown_clearer_photo';
        expect(a.advice.endsWith(TEXTS[locale][hint]), `${locale} ${area}: ${a.advice}`).toBe(true);
      }
    }
  });

  it('no routine step is justified by an unknown area: the routine is the same whatever score it might have', () => {
    let checked = 0;
    for (const { answers, photo, result } of CASES) {
      const unknown = unknownAreas(result);
      if (unknown.length === 0) continue;
      const profile = readProfile(answers);
      const scores = Object.fromEntries(FOCUS_AREA_KEYS.map((a) => [a, result.focus_areas[a].score])) as RoutineScores;
      // The routine is what the best possible score would give: no step in it comes from the
      // unknown area (a low guess would add steps; the unknown area adds none).
      const best = { ...scores, ...Object.fromEntries(unknown.map((a) => [a, 100])) } as RoutineScores;
      expect(buildRoutine(profile, photo, scores)).toEqual(buildRoutine(profile, photo, best));
      // And the stored routine is that one.
      expect(result.routine.morning.map((s) => s.active)).toEqual(
        buildRoutine(profile, photo, best).morning.map((s) => s.active),
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('the routine still works without information: cleanser, moisturizer and sunscreen last', () => {
    const result = recommend({ answers: {}, locale: 'en', photo: null });
    expect(result.routine.morning[0]?.product_type).toBe('cleanser');
    expect(result.routine.morning.at(-1)?.product_type).toBe('sunscreen');
    expect(result.routine.evening.map((s) => s.product_type)).toEqual(['cleanser', 'moisturizer']);
  });

  it('the overview names no unknown area as strongest or weakest, and lists the unknown ones', () => {
    for (const { result, locale } of CASES) {
      const unknown = unknownAreas(result);
      if (result.score === null || unknown.length === 0) continue;
      for (const area of unknown)
        expect(result.overview_text, `${locale} ${area}`).toContain(TEXTS[locale][`area_${area}`]);
      // The "strongest / most room" sentence names only known areas.
      const first = result.overview_text.split(/(?<=\.) /)[0]!;
      for (const area of unknown) {
        const name = TEXTS[locale][`area_${area}`];
        const knownNames = FOCUS_AREA_KEYS.filter((a) => !unknown.includes(a)).map((a) => TEXTS[locale][`area_${a}`]);
        if (knownNames.some((n) => n.includes(name) || name.includes(n))) continue;
        expect(first, `${locale}: ${first}`).not.toContain(name);
      }
    }
  });

  it('no dermatologist reason names an area without a score', () => {
    for (const { result, locale } of CASES) {
      if (!result.dermatologist_reason) continue;
      for (const area of unknownAreas(result)) {
        const name = TEXTS[locale][`area_${area}`];
        const collides = FOCUS_AREA_KEYS.some((a) => a !== area && TEXTS[locale][`area_${a}`].includes(name));
        if (!collides) expect(result.dermatologist_reason).not.toContain(`${name} `);
      }
    }
  });

  it('the pro analysis has no score for a metric resting on an unknown area', () => {
    const answerText = (_q: string, key: string) => key;
    const none = recommend({ answers: {}, locale: 'fr', photo: null });
    const pro = proAnalysis({ recommendation: none, answers: {}, locale: 'fr', answerText });
    for (const metric of pro.metrics) {
      expect(metric.score, metric.key).toBeNull();
      expect(metric.detail).toMatch(/^Il manque encore des informations/);
    }
    const full = recommend({ answers: baseAnswers(), locale: 'fr', photo: null });
    for (const metric of proAnalysis({ recommendation: full, answers: baseAnswers(), locale: 'fr', answerText })
      .metrics) {
      expect(metric.score, metric.key).not.toBeNull();
    }
  });

  it('every option the engine counts as an answer is a survey option', () => {
    const survey = OPTIONS as Record<string, readonly string[]>;
    for (const area of FOCUS_AREA_KEYS satisfies readonly FocusAreaKey[])
      expect(answerEvidence(area, readProfile(baseAnswers()))).toBe(1);
    for (const [question, options] of Object.entries(survey)) {
      for (const option of options) {
        const informative = readProfile({ [question]: option }).informative(question);
        // Only 'not sure' and 'prefer not to say' say nothing; gender and screen time move no score.
        if (
          option === 'not_sure' ||
          option === 'prefer_not_to_say' ||
          question === 'gender' ||
          question === 'screenTime'
        )
          continue;
        expect(informative, `${question}=${option}`).toBe(true);
      }
    }
  });
});

describe('the overview of a photo whose readings were too uncertain', () => {
  it('claims no measurement from a photo when no measured area has a score', () => {
    const photo = { ...typicalPhoto({}, 0.3), confidenceByKind: { colour: 0.3, texture: 0.3, geometry: 0.3 } };
    for (const locale of LOCALES) {
      const result = recommend({ answers: {}, locale, photo });
      for (const key of ['overview_with_photo', 'overview_with_photo_colour', 'overview_with_photo_some'] as const) {
        expect(result.overview_text).not.toContain(TEXTS[locale][key]);
      }
      expect(result.focus_areas.redness.advice.endsWith(TEXTS[locale].advice_unknown_clearer_photo)).toBe(true);
    }
  });
});
