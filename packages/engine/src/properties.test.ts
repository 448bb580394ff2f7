/**
 * Property tests over 2,000 generated answer sets (seeded, so every run checks the same ones),
 * each with and without generated photo findings.
 */
import { describe, expect, it } from 'vitest';
import {
  FOCUS_AREA_KEYS,
  LOCALES,
  recommendationJsonSchema,
  type Answers,
  type Locale,
  type RecommendationJson,
} from '@skinsight/shared';
import { recommend, type PhotoFindings } from './index.ts';
import { clampScore } from './score.ts';
import { PHOTO_DECIDES_MIN_CONFIDENCE } from './photo.ts';
import { TEXTS } from './texts/index.ts';
import { OPTIONS, randomAnswers, randomPhoto, seededRandom } from './test-data.ts';

type Case = { answers: Answers; photo: PhotoFindings | null; locale: Locale; result: RecommendationJson };

const random = seededRandom(20261121);
const CASES: Case[] = [];
for (let i = 0; i < 2000; i++) {
  const answers = randomAnswers(random);
  const photo = randomPhoto(random);
  const locale = LOCALES[i % LOCALES.length]!;
  CASES.push({ answers, photo: null, locale, result: recommend({ answers, locale, photo: null }) });
  CASES.push({ answers, photo, locale, result: recommend({ answers, locale, photo }) });
}

const RETINOIDS = ['retinol', 'retinal'];
const EXFOLIATING_ACIDS = ['salicylic acid', 'lactic acid', 'glycolic acid', 'gluconolactone', 'mandelic acid'];
const allSteps = (r: RecommendationJson) => [...r.routine.morning, ...r.routine.evening, ...r.routine.weekly];
const ingredientsOf = (steps: readonly { ingredients: string[] }[]) => steps.flatMap((s) => s.ingredients);
const hasRetinoid = (steps: { ingredients: string[] }[]) =>
  steps.some((s) => s.ingredients.some((i) => RETINOIDS.includes(i)));

describe('every generated result', () => {
  it('parses with the shared schema, losing nothing', () => {
    for (const { result } of CASES) expect(recommendationJsonSchema.parse(result)).toEqual(result);
  });

  it('has whole-number scores within 0-100 (a complete questionnaire always has enough information) and confidences within 0-1', () => {
    for (const { result } of CASES) {
      expect(result.score !== null && Number.isInteger(result.score) && result.score >= 0 && result.score <= 100).toBe(
        true,
      );
      for (const area of FOCUS_AREA_KEYS) {
        const { score, confidence } = result.focus_areas[area];
        expect(score !== null && Number.isInteger(score) && score >= 0 && score <= 100, `${area} ${score}`).toBe(true);
        expect(confidence >= 0 && confidence <= 1).toBe(true);
      }
    }
  });

  it('explains each score: baseline plus factor effects, clamped, is the score', () => {
    for (const { result } of CASES) {
      for (const area of FOCUS_AREA_KEYS) {
        const { score, factors } = result.focus_areas[area];
        expect(factors[0]?.key).toBe('baseline');
        const keys = factors.map((f) => f.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(factors.every((f) => Number.isInteger(f.effect) && f.label !== '')).toBe(true);
        expect(clampScore(factors.reduce((sum, f) => sum + f.effect, 0))).toBe(score);
      }
    }
  });

  it('measures only redness, pigmentation, pores and fine lines from a photo; hydration and barrier come from the answers', () => {
    for (const { result, photo } of CASES) {
      for (const area of ['hydration', 'skin_barrier_strength'] as const) {
        const a = result.focus_areas[area];
        expect(a.source).toBe('answers');
        expect(a.factors.some((f) => f.key === 'photo')).toBe(false);
        expect(a.confidence).toBe(0.5);
      }
      for (const area of ['redness', 'pigmentation', 'pores', 'fine_lines'] as const) {
        const a = result.focus_areas[area];
        expect(a.source).toBe(photo ? 'photo_and_answers' : 'answers');
        expect(a.factors.some((f) => f.key === 'photo')).toBe(photo !== null);
        if (photo) expect(a.confidence).toBeGreaterThanOrEqual(0.5);
      }
      expect(result.photo_used).toBe(photo !== null);
    }
  });

  it('starts morning and evening with a cleanser and ends every morning with sunscreen (SPF 30 or 50)', () => {
    for (const { result } of CASES) {
      const { morning, evening } = result.routine;
      expect(morning[0]?.product_type).toBe('cleanser');
      expect(evening[0]?.product_type).toBe('cleanser');
      expect(morning.at(-1)?.product_type).toBe('sunscreen');
      expect(morning.filter((s) => s.product_type === 'sunscreen')).toHaveLength(1);
      expect(morning.at(-1)?.instruction).toMatch(/\b(SPF|LSF) (30|50)\b/);
    }
  });

  it('numbers the steps 1, 2, 3 ... in each list', () => {
    for (const { result } of CASES) {
      for (const list of [result.routine.morning, result.routine.evening, result.routine.weekly]) {
        expect(list.map((s) => s.step)).toEqual(list.map((_, i) => i + 1));
      }
    }
  });

  it('never gives sensitive skin a retinoid (skin type sensitive, or a redness concern with a low redness score)', () => {
    let sensitive = 0;
    for (const { answers, result } of CASES) {
      const concerns = answers.skinConcerns as string[];
      const isSensitive =
        answers.skinType === 'sensitive' || (concerns.includes('redness') && result.focus_areas.redness.score! < 50);
      if (!isSensitive) continue;
      sensitive++;
      expect(hasRetinoid(allSteps(result))).toBe(false);
    }
    expect(sensitive).toBeGreaterThan(300);
  });

  it('puts a retinoid only in the evening, as a treatment', () => {
    let withRetinoid = 0;
    for (const { result } of CASES) {
      expect(hasRetinoid(result.routine.morning)).toBe(false);
      expect(hasRetinoid(result.routine.weekly)).toBe(false);
      for (const s of result.routine.evening) if (hasRetinoid([s])) expect(s.product_type).toBe('treatment');
      if (hasRetinoid(result.routine.evening)) withRetinoid++;
    }
    expect(withRetinoid).toBeGreaterThan(300);
  });

  it('never puts an exfoliant or exfoliating acid in the evening; weekly exfoliation keeps clear of the evening treatment it names', () => {
    for (const { result, locale } of CASES) {
      for (const s of [...result.routine.morning, ...result.routine.evening]) {
        expect(s.product_type).not.toBe('exfoliant');
        expect(s.ingredients.some((i) => EXFOLIATING_ACIDS.includes(i))).toBe(false);
      }
      const exfoliants = result.routine.weekly.filter((s) => s.product_type === 'exfoliant');
      expect(exfoliants).toHaveLength(1);
      const base = [
        TEXTS[locale].step_exfoliant_aha,
        TEXTS[locale].step_exfoliant_bha,
        TEXTS[locale].step_exfoliant_pha,
      ];
      const evening = ingredientsOf(result.routine.evening);
      const skip = evening.includes('retinol')
        ? TEXTS[locale].step_exfoliant_skip_retinoid
        : evening.includes('azelaic acid')
          ? TEXTS[locale].step_exfoliant_skip_azelaic
          : null;
      for (const s of exfoliants) {
        expect(base.map((b) => (skip ? `${b} ${skip}` : b))).toContain(s.instruction);
        expect([TEXTS[locale].frequency_once_a_week, TEXTS[locale].frequency_once_or_twice_a_week]).toContain(
          s.frequency,
        );
      }
    }
  });

  it('names no active in an instruction that the routine does not have', () => {
    // Each active as every language writes it; an instruction may name it only when a step uses it.
    const NAMES: Record<string, RegExp> = {
      retinol: /r[ée]tino|retinoid/i,
      'azelaic acid': /azela[ïi]|azelain/i,
      'salicylic acid': /salicyl|salic[íi]lico/i,
      'lactic acid': /lactic|milchs[äa]ure|lactique|l[áa]ctico/i,
      gluconolactone: /gluconolact/i,
    };
    for (const { result } of CASES) {
      const steps = allSteps(result);
      const used = new Set(steps.flatMap((s) => s.ingredients));
      for (const s of steps) {
        for (const [active, name] of Object.entries(NAMES)) {
          // The retinoid's own sentence says "retinoids" in general (pregnancy); the sensitive azelaic step says it leaves one out.
          if (s.ingredients.includes(active) || s.ingredients.includes('azelaic acid')) continue;
          if (name.test(s.instruction)) expect(used.has(active), `"${s.instruction}" names ${active}`).toBe(true);
        }
      }
    }
  });

  it('puts no two conflicting steps on one evening: at most one of a retinoid, azelaic acid and an exfoliant', () => {
    for (const { result } of CASES) {
      const evening = ingredientsOf(result.routine.evening);
      const strong = ['retinol', 'azelaic acid', ...EXFOLIATING_ACIDS].filter((a) => evening.includes(a));
      expect(strong.length).toBeLessThanOrEqual(1);
    }
  });

  it('has no empty text anywhere', () => {
    for (const { result } of CASES) {
      const texts = [
        result.overview_text,
        ...FOCUS_AREA_KEYS.flatMap((a) => [
          result.focus_areas[a].advice,
          ...result.focus_areas[a].factors.map((f) => f.label),
        ]),
        ...allSteps(result).map((s) => s.instruction),
        ...result.routine.weekly.map((s) => s.frequency),
        ...result.lifestyle.nudges,
      ];
      for (const t of texts) {
        expect(t.trim()).not.toBe('');
        expect(t).not.toMatch(/\{\w+\}|undefined|NaN/);
      }
    }
  });

  it('always says to wait 2-3 minutes between steps', () => {
    for (const { result, locale } of CASES)
      expect(result.lifestyle.nudges).toContain(TEXTS[locale].nudge_wait_between_steps);
  });

  it('flags a dermatologist for any area but fine lines below 25 or a confident photo redness below 20, always with a reason', () => {
    let flagged = 0;
    for (const { result, photo } of CASES) {
      const lowArea = FOCUS_AREA_KEYS.some((a) => a !== 'fine_lines' && result.focus_areas[a].score! < 25);
      if (lowArea || (photo && photo.confidence >= PHOTO_DECIDES_MIN_CONFIDENCE && (photo.scores.redness ?? 100) < 20))
        expect(result.see_dermatologist).toBe(true);
      expect(result.dermatologist_reason !== null).toBe(result.see_dermatologist);
      if (result.see_dermatologist) flagged++;
    }
    expect(flagged).toBeGreaterThan(0);
    expect(flagged).toBeLessThan(CASES.length / 2);
  });
});

describe('a photo of low confidence', () => {
  it('decides nothing on its own: no eye cream, no skin type, no photo-only dermatologist advice', () => {
    let lowConfidence = 0;
    for (const { result, photo, answers } of CASES) {
      if (!photo || photo.confidence >= PHOTO_DECIDES_MIN_CONFIDENCE) continue;
      lowConfidence++;
      const eyeCreams = allSteps(result).filter((s) => s.product_type === 'eye_cream');
      // An eye cream then comes only from the answers (a fine-lines concern), never for dark circles.
      for (const s of eyeCreams) expect(s.ingredients).not.toContain('caffeine');
      if (eyeCreams.length > 0) expect((answers.skinConcerns as string[]).includes('fine_lines')).toBe(true);
      expect(result.dermatologist_reason ?? '').not.toBe(
        TEXTS[result.locale].dermatologist_photo_redness + ' ' + TEXTS[result.locale].dermatologist_note,
      );
      expect(result.skin_type.note).toBe(TEXTS[result.locale].skin_type_photo_unsure);
      expect(result.skin_type.estimated).toBeNull();
    }
    expect(lowConfidence).toBeGreaterThan(50);
  });
});

describe('pairs of inputs', () => {
  it('gives the same output for the same input', () => {
    for (const { answers, photo, locale, result } of CASES.slice(0, 400)) {
      const again = recommend({ answers: structuredClone(answers), locale, photo: structuredClone(photo) });
      expect(JSON.stringify(again)).toBe(JSON.stringify(result));
    }
  });

  it('gives the same scores and routine shape in every language', () => {
    for (const { answers, photo, result } of CASES.slice(0, 400)) {
      for (const locale of LOCALES) {
        const other = recommend({ answers, locale, photo });
        expect(other.score).toBe(result.score);
        for (const area of FOCUS_AREA_KEYS) {
          expect(other.focus_areas[area].factors.map((f) => [f.key, f.effect])).toEqual(
            result.focus_areas[area].factors.map((f) => [f.key, f.effect]),
          );
        }
        expect(allSteps(other).map((s) => [s.product_type, s.ingredients])).toEqual(
          allSteps(result).map((s) => [s.product_type, s.ingredients]),
        );
      }
    }
  });

  it('more sun or less sunscreen never raises the pigmentation or fine-line score', () => {
    const sun = OPTIONS.sunExposure;
    const protection = OPTIONS.sunscreenUse; // from every day to never
    const rnd = seededRandom(7);
    let lowered = 0;
    for (const { answers, photo, locale } of CASES) {
      const e1 = rnd.int(0, 3);
      const e2 = rnd.int(e1, 3);
      const u1 = rnd.int(0, 3);
      const u2 = rnd.int(u1, 3);
      const safer = recommend({
        answers: { ...answers, sunExposure: sun[e1]!, sunscreenUse: protection[u1]! },
        locale,
        photo,
      });
      const riskier = recommend({
        answers: { ...answers, sunExposure: sun[e2]!, sunscreenUse: protection[u2]! },
        locale,
        photo,
      });
      for (const area of ['pigmentation', 'fine_lines'] as const) {
        expect(riskier.focus_areas[area].score).toBeLessThanOrEqual(safer.focus_areas[area].score!);
      }
      if (riskier.focus_areas.pigmentation.score! < safer.focus_areas.pigmentation.score!) lowered++;
    }
    expect(lowered).toBeGreaterThan(500);
  });

  it('a photo with a bad redness score lowers the redness area', () => {
    for (const { answers, photo, locale } of CASES) {
      if (!photo) continue;
      const calm = recommend({ answers, locale, photo: { ...photo, scores: { ...photo.scores, redness: 95 } } });
      const red = recommend({ answers, locale, photo: { ...photo, scores: { ...photo.scores, redness: 5 } } });
      expect(red.focus_areas.redness.score).toBeLessThanOrEqual(calm.focus_areas.redness.score!);
      const confident = {
        ...photo,
        confidence: Math.max(0.5, photo.confidence),
        scores: { ...photo.scores, redness: 5 },
      };
      const withoutPhoto = recommend({ answers, locale, photo: null }).focus_areas.redness.score!;
      const withBadPhoto = recommend({ answers, locale, photo: confident }).focus_areas.redness.score;
      if (withoutPhoto >= 20) expect(withBadPhoto).toBeLessThan(withoutPhoto);
    }
  });
});
