import { describe, expect, it } from 'vitest';
import { SPEC, recommendationJsonSchema, type RecommendationJson } from '@skinsight/shared';
import { AREA_WEIGHTS, BASELINES, ENGINE_VERSION, recommend } from './index.ts';
import { en } from './texts/en.ts';
import { fr } from './texts/fr.ts';
import { baseAnswers, typicalPhoto } from './test-data.ts';
import type { PhotoFindings } from './photo.ts';

const ingredientsOf = (steps: { ingredients: string[] }[]) => steps.flatMap((s) => s.ingredients);
const types = (steps: { product_type: string }[]) => steps.map((s) => s.product_type);
const factor = (r: RecommendationJson, area: keyof RecommendationJson['focus_areas'], key: string) =>
  r.focus_areas[area].factors.find((f) => f.key === key)?.effect;

describe('the engine', () => {
  it('is version 1.5.0 and weighs the six areas to 1', () => {
    expect(ENGINE_VERSION).toBe('1.5.0');
    expect(Object.values(AREA_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('keeps the spec shape and defaults', () => {
    const r = recommend({ answers: baseAnswers(), locale: 'en', photo: null });
    expect(recommendationJsonSchema.parse(r)).toEqual(r);
    expect(r.target_score).toBe(SPEC.defaultTargetScore);
    expect(r.engine_version).toBe('1.5.0');
    expect(r.locale).toBe('en');
    expect(r.photo_used).toBe(false);
    expect(r.photo_issue).toBeNull();
    expect(r.skin_tone).toBeNull();
    expect(r.measurements).toEqual([]);
    expect(r.skin_type).toEqual({ answered: 'normal', estimated: null, note: null });
    expect(r.overview_text).toContain(`Your skin score is ${r.score} out of 100`);
    expect(r.overview_text).toContain('not a medical diagnosis');
  });

  it('scores a healthy everyday profile well, with nothing to see a dermatologist about', () => {
    const r = recommend({ answers: baseAnswers(), locale: 'en', photo: null });
    expect(r.score).toBeGreaterThanOrEqual(75);
    expect(r.see_dermatologist).toBe(false);
    expect(r.dermatologist_reason).toBeNull();
  });

  it('is the weighted mean of the six areas', () => {
    const r = recommend({
      answers: baseAnswers({ skinConcerns: ['acne', 'redness'] }),
      locale: 'en',
      photo: typicalPhoto(),
    });
    const mean = Object.entries(AREA_WEIGHTS).reduce(
      (sum, [area, w]) => sum + w * r.focus_areas[area as keyof typeof AREA_WEIGHTS].score!,
      0,
    );
    expect(r.score).toBe(Math.round(mean));
  });

  it('labels hydration and barrier as estimated from the answers, even with a photo', () => {
    const r = recommend({ answers: baseAnswers(), locale: 'en', photo: typicalPhoto() });
    for (const area of ['hydration', 'skin_barrier_strength'] as const) {
      expect(r.focus_areas[area].advice.startsWith(en.advice_estimated_from_answers)).toBe(true);
      expect(r.focus_areas[area].source).toBe('answers');
      expect(r.focus_areas[area].confidence).toBeLessThan(r.focus_areas.redness.confidence);
    }
    expect(r.focus_areas.redness.confidence).toBe(0.82); // 0.5 + 0.4 × 0.8
  });

  it('explains a score with stable keys and localized labels', () => {
    const answers = baseAnswers({ waterIntake: 'under_1l', skinConcerns: ['dryness'], skinType: 'dry' });
    const r = recommend({ answers, locale: 'de', photo: null });
    expect(r.focus_areas.hydration.factors).toEqual([
      { key: 'baseline', label: 'Ausgangswert', effect: BASELINES.hydration },
      { key: 'concern_dryness', label: 'Du hast Trockenheit als Anliegen genannt', effect: -12 },
      { key: 'skin_type', label: 'Dein Hauttyp', effect: -10 },
      { key: 'water_intake', label: 'Wie viel Wasser du trinkst', effect: -10 },
      { key: 'routine', label: 'Deine bisherige Hautpflege', effect: 3 },
    ]);
    expect(r.focus_areas.hydration.score).toBe(BASELINES.hydration - 12 - 10 - 10 + 3);
  });

  it('raises fine-line risk gradually with age', () => {
    const at = (age: number) =>
      recommend({ answers: baseAnswers({ age: String(age) }), locale: 'en', photo: null }).focus_areas.fine_lines
        .score!;
    expect(at(20)).toBe(at(25));
    expect(at(35)).toBeLessThan(at(25));
    expect(at(50)).toBeLessThan(at(35));
    expect(at(70)).toBeLessThan(at(50));
    expect(at(25) - at(26)).toBeLessThanOrEqual(1);
  });

  it('lowers pigmentation and fine lines for daily sun without sunscreen', () => {
    const safe = recommend({
      answers: baseAnswers({ sunExposure: 'daily', sunscreenUse: 'every_day' }),
      locale: 'en',
      photo: null,
    });
    const risky = recommend({
      answers: baseAnswers({ sunExposure: 'daily', sunscreenUse: 'never' }),
      locale: 'en',
      photo: null,
    });
    expect(risky.focus_areas.pigmentation.score).toBeLessThan(safe.focus_areas.pigmentation.score! - 10);
    expect(risky.focus_areas.fine_lines.score).toBeLessThan(safe.focus_areas.fine_lines.score! - 10);
    expect(factor(risky, 'pigmentation', 'sun_unprotected')).toBe(-14);
    expect(risky.lifestyle.nudges).toContain(en.nudge_sun_protect);
  });

  it('blends a photo score into the area, shown as its own factor', () => {
    const answers = baseAnswers();
    const without = recommend({ answers, locale: 'en', photo: null }).focus_areas.redness;
    const withPhoto = recommend({ answers, locale: 'en', photo: typicalPhoto({ redness: 30 }, 1) }).focus_areas.redness;
    // 0.6 × confidence 1 × (30 − answers estimate)
    expect(withPhoto.factors.at(-1)).toEqual({
      key: 'photo',
      label: 'Measured on your photo (30/100)',
      effect: Math.round(0.6 * (30 - without.score!)),
    });
    expect(withPhoto.score).toBe(without.score! + Math.round(0.6 * (30 - without.score!)));
    expect(withPhoto.source).toBe('photo_and_answers');
    expect(withPhoto.confidence).toBe(0.9);
  });

  it('gives a photo with no confidence no weight', () => {
    const answers = baseAnswers();
    const without = recommend({ answers, locale: 'en', photo: null });
    const withPhoto = recommend({ answers, locale: 'en', photo: typicalPhoto({ redness: 0, pores: 0 }, 0) });
    expect(withPhoto.focus_areas.redness.score).toBe(without.focus_areas.redness.score);
    expect(factor(withPhoto, 'redness', 'photo')).toBe(0);
    expect(withPhoto.focus_areas.redness.confidence).toBe(0.5);
  });

  it('reports the skin tone band in the assessment language, and the measurements', () => {
    const photo = typicalPhoto();
    const r = recommend({ answers: baseAnswers(), locale: 'de', photo });
    expect(r.skin_tone).toEqual({ ita_angle: 35.3, band: 'intermediate', bands: ['intermediate'], label: 'Mittel' });
    expect(r.measurements).toEqual(photo.measurements);
    expect(r.skin_type).toEqual({
      answered: 'normal',
      estimated: 'normal',
      note: 'Dein Foto bestätigt deine Angabe: normale Haut.',
    });
    expect(
      recommend({ answers: baseAnswers(), locale: 'es', photo: { ...photo, ita: { angle: -40, band: 'dark' } } })
        .skin_tone?.label,
    ).toBe('Oscura');
  });

  it('names every band the photo cannot tell apart, never one it cannot support', () => {
    const photo = typicalPhoto();
    const near = { angle: 42.1, band: 'light', bands: ['light', 'intermediate'], range: [38.64, 45.51] } as const;
    const labels = Object.fromEntries(
      (['en', 'de', 'fr', 'es'] as const).map((locale) => [
        locale,
        recommend({
          answers: baseAnswers(),
          locale,
          photo: { ...photo, ita: { ...near, bands: [...near.bands], range: [...near.range] } },
        }).skin_tone,
      ]),
    );
    expect(labels.en).toEqual({
      ita_angle: 42.1,
      band: 'light',
      bands: ['light', 'intermediate'],
      ita_range: [38.6, 45.5],
      label: 'Light to intermediate',
    });
    expect(labels.de!.label).toBe('Hell bis mittel');
    expect(labels.fr!.label).toBe('Claire à intermédiaire');
    expect(labels.es!.label).toBe('Clara a intermedia');
  });
});

describe('routines for concrete profiles', () => {
  it('young, oily, acne-prone: retinol slowly, gel textures, niacinamide, BHA and a clay mask weekly', () => {
    const answers = baseAnswers({ age: '22', skinType: 'oily', skinConcerns: ['acne', 'enlarged_pores'] });
    const r = recommend({ answers, locale: 'en', photo: null });
    const { morning, evening, weekly } = r.routine;
    expect(types(morning)).toEqual(['cleanser', 'serum', 'moisturizer', 'sunscreen']);
    expect(morning[0]?.instruction).toBe(en.step_cleanser_morning_gel);
    expect(ingredientsOf(morning)).toContain('niacinamide');
    expect(morning.find((s) => s.product_type === 'moisturizer')?.instruction).toBe(en.step_moisturizer_gel);
    const treatment = evening.find((s) => s.product_type === 'treatment');
    expect(treatment?.ingredients).toEqual(['retinol']);
    expect(treatment?.instruction).toMatch(/2-3 nights a week at first/);
    expect(types(weekly)).toEqual(['exfoliant', 'clay_mask']);
    expect(weekly[0]?.ingredients).toEqual(['salicylic acid']);
    expect(weekly[0]?.frequency).toBe('once a week'); // a retinoid in use: exfoliate only once
    expect(weekly[0]?.instruction).toBe(`${en.step_exfoliant_bha} ${en.step_exfoliant_skip_retinoid}`);
    expect(weekly[1]?.frequency).toBe('once a week');
    expect(morning.at(-1)?.instruction).toContain('SPF 30');
  });

  it('sensitive skin with redness: no retinoid, azelaic acid, mineral sunscreen, a gentle PHA once a week', () => {
    const answers = baseAnswers({ skinType: 'sensitive', skinConcerns: ['redness', 'fine_lines'], age: '45' });
    const r = recommend({ answers, locale: 'en', photo: null });
    const all = [...r.routine.morning, ...r.routine.evening, ...r.routine.weekly];
    expect(ingredientsOf(all)).not.toContain('retinol');
    expect(ingredientsOf(all)).not.toContain('retinal');
    expect(r.routine.evening.find((s) => s.product_type === 'treatment')).toMatchObject({
      ingredients: ['azelaic acid'],
      instruction: en.step_treatment_azelaic_sensitive,
    });
    expect(r.routine.morning.at(-1)).toMatchObject({ product_type: 'sunscreen', ingredients: ['zinc oxide'] });
    expect(r.routine.weekly).toEqual([
      {
        step: 1,
        product_type: 'exfoliant',
        instruction: `${en.step_exfoliant_pha} ${en.step_exfoliant_skip_azelaic}`,
        ingredients: ['gluconolactone'],
        active: 'gluconolactone',
        frequency: 'once a week',
      },
    ]);
    expect(types(r.routine.evening)).toContain('eye_cream'); // fine-lines concern: peptides eye cream
    expect(r.lifestyle.nudges).toContain(en.nudge_patch_test);
  });

  it('a redness concern with a red photo counts as sensitive: no retinoid at first', () => {
    const answers = baseAnswers({ skinType: 'normal', skinConcerns: ['redness', 'fine_lines'], age: '50' });
    const calm = recommend({ answers, locale: 'en', photo: typicalPhoto({ redness: 90 }) });
    const red = recommend({ answers, locale: 'en', photo: typicalPhoto({ redness: 25 }) });
    expect(ingredientsOf(calm.routine.evening)).toContain('retinol');
    expect(red.focus_areas.redness.score).toBeLessThan(50);
    expect(ingredientsOf(red.routine.evening)).not.toContain('retinol');
    expect(ingredientsOf(red.routine.evening)).toContain('azelaic acid');
  });

  it('dry, mature skin in the sun without sunscreen: SPF 50, ceramide cream, hydrating toner, vitamin C, retinol', () => {
    const answers = baseAnswers({
      age: '58',
      skinType: 'dry',
      skinConcerns: ['fine_lines', 'dark_spots', 'dryness'],
      sunExposure: 'daily',
      sunscreenUse: 'rarely',
    });
    const r = recommend({ answers, locale: 'en', photo: null });
    const { morning, evening, weekly } = r.routine;
    expect(types(morning)).toEqual(['cleanser', 'toner', 'serum', 'moisturizer', 'sunscreen']);
    expect(morning[0]?.instruction).toBe(en.step_cleanser_morning_gentle);
    expect(ingredientsOf(morning)).toContain('ascorbic acid');
    expect(morning.find((s) => s.product_type === 'moisturizer')?.ingredients).toContain('ceramides');
    expect(morning.at(-1)?.instruction).toContain('SPF 50');
    expect(ingredientsOf(evening)).toContain('retinol');
    expect(types(evening)).toEqual(['cleanser', 'serum', 'treatment', 'eye_cream', 'moisturizer']);
    expect(types(weekly)).toEqual(['exfoliant']); // dry skin: no clay mask
    expect(weekly[0]).toMatchObject({ ingredients: ['lactic acid'], frequency: 'once a week' });
  });

  it('follows the photo estimate when the skin type is not known: an oily estimate gets gel and a clay mask', () => {
    const answers = baseAnswers({ skinType: 'not_sure' });
    const r = recommend({ answers, locale: 'en', photo: { ...typicalPhoto(), skinTypeEstimate: 'oily' } });
    expect(r.skin_type).toEqual({
      answered: 'not_sure',
      estimated: 'oily',
      note: 'Your photo suggests oily skin, so your routine uses textures made for it.',
    });
    expect(r.routine.morning.find((s) => s.product_type === 'moisturizer')?.instruction).toBe(en.step_moisturizer_gel);
    expect(types(r.routine.weekly)).toContain('clay_mask');
    // An answered dry skin type wins over an oily estimate, and the result says so and why.
    const dry = recommend({
      answers: baseAnswers({ skinType: 'dry' }),
      locale: 'en',
      photo: { ...typicalPhoto(), skinTypeEstimate: 'oily' },
    });
    expect(types(dry.routine.weekly)).not.toContain('clay_mask');
    expect(dry.skin_type.note).toBe(
      'You told us you have dry skin; your photo looks more like oily skin. Your routine follows your answer: how your skin feels over a whole day tells more than one photo in one light.',
    );
    // 'Normal' leaves the texture open: the photo decides, and the result names both.
    const normal = recommend({
      answers: baseAnswers({ skinType: 'normal' }),
      locale: 'fr',
      photo: { ...typicalPhoto(), skinTypeEstimate: 'oily' },
    });
    expect(normal.skin_type.note).toMatch(
      /^Tu nous as dit avoir une peau normale ; ta photo fait plutôt penser à une peau grasse\./,
    );
    expect(normal.routine.morning.find((s) => s.product_type === 'moisturizer')?.instruction).toBe(
      fr.step_moisturizer_gel,
    );
  });

  it('adds a caffeine eye cream in the morning for dark circles on the photo', () => {
    const r = recommend({ answers: baseAnswers(), locale: 'en', photo: typicalPhoto({ dark_circles: 35 }) });
    expect(r.routine.morning.find((s) => s.product_type === 'eye_cream')?.ingredients).toContain('caffeine');
    const none = recommend({ answers: baseAnswers(), locale: 'en', photo: typicalPhoto({ dark_circles: 85 }) });
    expect(types(none.routine.morning)).not.toContain('eye_cream');
  });

  it('adds no eye cream for a dark-circle reading whose under-eye region is uncertain, however good the colour', () => {
    const photo = (geometry: number) => ({
      ...typicalPhoto({ dark_circles: 35 }, 0.9),
      confidenceByKind: { colour: 0.9, texture: 0.9, geometry },
    });
    const sure = recommend({ answers: baseAnswers(), locale: 'en', photo: photo(0.9) });
    expect(types(sure.routine.morning)).toContain('eye_cream');
    const unsure = recommend({ answers: baseAnswers(), locale: 'en', photo: photo(0.3) });
    expect(types(unsure.routine.morning)).not.toContain('eye_cream');
  });

  it('weighs each area by the confidence of its kind of measurement: a soft photo moves pores little, redness fully', () => {
    const answers = baseAnswers();
    const fromAnswers = recommend({ answers, locale: 'en', photo: null }).focus_areas;
    const photo = (texture: number) => ({
      ...typicalPhoto({ pores: 10, redness: 10 }, 0.9),
      confidenceByKind: { colour: 0.9, texture, geometry: 0.9 },
    });
    const sharp = recommend({ answers, locale: 'en', photo: photo(0.9) }).focus_areas;
    const soft = recommend({ answers, locale: 'en', photo: photo(0.1) }).focus_areas;
    const pull = (areas: typeof sharp, area: 'pores' | 'redness') => fromAnswers[area].score! - areas[area].score!;
    expect(pull(soft, 'pores')).toBeLessThan(pull(sharp, 'pores') / 4);
    expect(pull(soft, 'redness')).toBe(pull(sharp, 'redness'));
    expect(soft.pores.confidence).toBeLessThan(sharp.pores.confidence);
  });

  it('weighs pores and fine lines by their own resolution: a photo at their limit shows the same, measured or not', () => {
    // Decision 075: a face at 2 px per mm resolves pores in one copy and not in the next (JPEG 70
    // alone moves the eyes' edges by 0.81-1.08 times); weighed by the texture kind, measured at
    // 0.17, the page's pores moved by up to 6 on such a flip.
    const answers = baseAnswers();
    const fromAnswers = recommend({ answers, locale: 'en', photo: null }).focus_areas;
    const measuredAt = (scores: Partial<PhotoFindings['scores']>, kind: number, own: number) =>
      recommend({
        answers,
        locale: 'en',
        photo: {
          ...typicalPhoto({ texture: 90, ...scores }, 0.9),
          confidenceByKind: { colour: 0.9, texture: kind, geometry: 0.9 },
          textureConfidence: { pores: own, fine_lines: own, texture: 1 },
        },
      }).focus_areas;
    const atLimit = measuredAt({ pores: 20, fine_lines: 30 }, 0.17, 0);
    const unmeasured = measuredAt({ pores: null, fine_lines: null }, 1, 0);
    for (const area of ['pores', 'fine_lines'] as const) {
      expect(atLimit[area].score, area).toBe(fromAnswers[area].score);
      expect(unmeasured[area].score, area).toBe(fromAnswers[area].score);
    }
    // Above the limit the reading pulls, by its own confidence rather than the kind's.
    const clear = measuredAt({ pores: 20, fine_lines: 30 }, 0.1, 0.8);
    expect(fromAnswers.pores.score! - clear.pores.score!).toBe(Math.round(0.6 * 0.8 * (fromAnswers.pores.score! - 20)));
  });

  it('weighs a colour reading fully whether or not the light was read from the eyes, and less only below that', () => {
    const answers = baseAnswers();
    const fromAnswers = recommend({ answers, locale: 'en', photo: null }).focus_areas;
    const photo = (colour: number) => ({
      ...typicalPhoto({ redness: 20, pigmentation: 30, pores: 20 }, colour),
      confidenceByKind: { colour, texture: 0.7, geometry: 0.9 },
    });
    const at = (colour: number) => recommend({ answers, locale: 'en', photo: photo(colour) }).focus_areas;
    const pull = (colour: number, area: 'redness' | 'pigmentation' | 'pores') =>
      fromAnswers[area].score! - at(colour)[area].score!;
    // From 0.6 (a light not read) to 1 (read with full trust): the same pull, the full photo weight.
    for (const area of ['redness', 'pigmentation'] as const) {
      const distance = fromAnswers[area].score! - (area === 'redness' ? 20 : 30);
      for (const colour of [0.6, 0.75, 0.9, 1])
        expect(pull(colour, area), `${area} at ${colour}`).toBe(Math.round(0.6 * distance));
      // Below it, in proportion down to none.
      expect(pull(0.3, area)).toBe(Math.round(0.6 * 0.5 * distance));
      expect(pull(0, area)).toBe(0);
    }
    // The confidence shown still says how well the light was read; texture keeps its own weight.
    expect(at(0.6).redness.confidence).toBeLessThan(at(1).redness.confidence);
    expect(pull(0.9, 'pores')).toBe(Math.round(0.6 * 0.7 * (fromAnswers.pores.score! - 20)));
  });

  it('writes everything in the assessment language', () => {
    const answers = baseAnswers({
      sleep: 'under_5h',
      smoking: 'daily',
      screenTime: 'over_6h',
      stressLevel: 'very_high',
    });
    const de = recommend({ answers, locale: 'de', photo: null });
    expect(de.locale).toBe('de');
    expect(de.overview_text).toMatch(/^Dein Hautwert liegt bei \d+ von 100/);
    expect(de.routine.morning.at(-1)?.instruction).toMatch(/LSF (30|50)/);
    expect(de.lifestyle.nudges.some((n) => n.startsWith('Versuch, 7-8 Stunden zu schlafen'))).toBe(true);
    const fr = recommend({ answers, locale: 'fr', photo: null });
    expect(fr.routine.weekly[0]?.frequency).toMatch(/par semaine$/);
    const es = recommend({ answers, locale: 'es', photo: null });
    expect(es.lifestyle.nudges).toContain(
      'Espera 2-3 minutos entre los pasos de tu rutina para que cada capa se asiente antes de la siguiente.',
    );
    expect(en.nudge_smoking).toBeTruthy();
    const enResult = recommend({ answers, locale: 'en', photo: null });
    for (const key of [
      'nudge_sleep',
      'nudge_smoking',
      'nudge_screen_time',
      'nudge_stress',
      'nudge_sun_keep',
    ] as const) {
      expect(enResult.lifestyle.nudges).toContain(en[key]);
    }
  });

  it('suggests starting with three essentials when there is no routine yet', () => {
    const r = recommend({ answers: baseAnswers({ skincareRoutine: 'none' }), locale: 'en', photo: null });
    expect(r.lifestyle.nudges[0]).toBe(en.nudge_routine_start);
  });
});

describe('photo issues', () => {
  it('scores pores and fine lines from the answers when the photo could not show them, and says so', () => {
    const answers = baseAnswers();
    const coarse = recommend({
      answers,
      locale: 'en',
      photo: typicalPhoto({ pores: null, fine_lines: null, redness: 20 }),
    });
    const without = recommend({ answers, locale: 'en', photo: null });
    expect(coarse.photo_used).toBe(true);
    expect([coarse.focus_areas.pores.source, coarse.focus_areas.fine_lines.source]).toEqual(['answers', 'answers']);
    expect(coarse.focus_areas.pores.score).toBe(without.focus_areas.pores.score);
    expect(coarse.focus_areas.fine_lines.score).toBe(without.focus_areas.fine_lines.score);
    expect(coarse.focus_areas.redness.source).toBe('photo_and_answers');
    // The overview names exactly what the photo measured, in every language.
    expect(coarse.overview_text).toContain(en.overview_with_photo_colour);
    expect(coarse.overview_text).not.toContain(en.overview_with_photo);
    expect(
      recommend({ answers, locale: 'fr', photo: typicalPhoto({ pores: null, fine_lines: null }) }).overview_text,
    ).toContain(fr.overview_with_photo_colour);
    expect(recommend({ answers, locale: 'en', photo: typicalPhoto() }).overview_text).toContain(en.overview_with_photo);
  });

  it('explains a refused photo and what to do', () => {
    const r = recommend({ answers: baseAnswers(), locale: 'en', photo: null, photoIssue: { reason: 'no_face' } });
    expect(r.photo_used).toBe(false);
    expect(r.photo_issue).toEqual({
      reason: 'no_face',
      message:
        'We could not find a face in your photo, so this result is based on your answers. Try a well-lit, front-facing close-up.',
    });
  });

  it.each([
    'unreadable_image',
    'no_face',
    'multiple_faces',
    'face_too_small',
    'face_cut_off',
    'face_turned',
    'too_dark',
    'too_bright',
    'uneven_light',
    'too_blurry',
  ])('has its own message for %s in every language', (reason) => {
    for (const locale of ['en', 'de', 'fr', 'es'] as const) {
      const message = recommend({ answers: baseAnswers(), locale, photo: null, photoIssue: { reason } }).photo_issue
        ?.message;
      const other = recommend({ answers: baseAnswers(), locale, photo: null, photoIssue: { reason: 'something_new' } })
        .photo_issue?.message;
      expect(message).toBeTruthy();
      expect(message).not.toBe(other);
    }
  });

  it('has a general message for an unknown reason, and none when the photo was used', () => {
    const unknown = recommend({
      answers: baseAnswers(),
      locale: 'en',
      photo: null,
      photoIssue: { reason: 'something_new' },
    });
    expect(unknown.photo_issue).toEqual({ reason: 'something_new', message: en.photo_issue_other });
    const used = recommend({
      answers: baseAnswers(),
      locale: 'en',
      photo: typicalPhoto(),
      photoIssue: { reason: 'too_dark' },
    });
    expect(used.photo_issue).toBeNull();
    expect(recommend({ answers: baseAnswers(), locale: 'en', photo: null, photoIssue: null }).photo_issue).toBeNull();
  });
});

describe('see a dermatologist', () => {
  it('for acne with skin conditions in the family and a very low pores score', () => {
    const answers = baseAnswers({
      age: '19',
      skinType: 'oily',
      skinConcerns: ['acne', 'enlarged_pores'],
      familyHistory: 'yes',
      diet: 'processed',
      stressLevel: 'very_high',
    });
    const r = recommend({ answers, locale: 'en', photo: typicalPhoto({ pores: 15 }) });
    expect(r.focus_areas.pores.score).toBeLessThan(40);
    expect(r.see_dermatologist).toBe(true);
    expect(r.dermatologist_reason).toBe(
      'You have acne, skin conditions run in your family, and your pores score is low. A dermatologist can treat acne early and help prevent scars. This is a suggestion, not a diagnosis.',
    );
    // The same answers without a family history: no flag.
    const noFamily = recommend({
      answers: { ...answers, familyHistory: 'no' },
      locale: 'en',
      photo: typicalPhoto({ pores: 15 }),
    });
    expect(noFamily.focus_areas.pores.score).toBeGreaterThanOrEqual(25);
    expect(noFamily.see_dermatologist).toBe(false);
  });

  it('for strong redness on the photo', () => {
    const r = recommend({ answers: baseAnswers(), locale: 'fr', photo: typicalPhoto({ redness: 12 }) });
    expect(r.see_dermatologist).toBe(true);
    expect(r.dermatologist_reason).toMatch(/rosacée.*pas un diagnostic\.$/);
  });

  it('for any area below 25, naming it', () => {
    const answers = baseAnswers({
      age: '60',
      skinConcerns: ['dark_spots'],
      sunExposure: 'daily',
      sunscreenUse: 'never',
    });
    const r = recommend({ answers, locale: 'de', photo: typicalPhoto({ pigmentation: 0 }, 1) });
    expect(r.focus_areas.pigmentation.score).toBeLessThan(25);
    expect(r.dermatologist_reason).toBe(
      `Dein Wert für Pigmentierung ist sehr niedrig (${r.focus_areas.pigmentation.score}/100). Eine Hautärztin oder ein Hautarzt kann sich deine Haut genau ansehen. Das ist ein Hinweis, keine Diagnose.`,
    );
  });
});

describe('robustness', () => {
  it('treats missing or odd answers as no information', () => {
    const r = recommend({ answers: { age: 'abc', skinConcerns: [], sleep: '' }, locale: 'en', photo: null });
    expect(recommendationJsonSchema.parse(r)).toEqual(r);
    expect(r.skin_type.answered).toBeNull();
    // Nothing was said: no score, and nothing claimed to have moved one.
    expect(r.score).toBeNull();
    expect(r.focus_areas.fine_lines).toMatchObject({ score: null, confidence: 0, factors: [] });
    expect(r.focus_areas.fine_lines.advice).toMatch(/^Not enough information/);
  });

  it('clamps photo values out of range and drops measurements that are not numbers', () => {
    const photo = typicalPhoto({ redness: 250, pores: Number.NaN }, 7);
    photo.measurements.push({ id: 'broken', value: Number.NaN, unit: '', region: 'cheeks', description: '' });
    const r = recommend({ answers: baseAnswers(), locale: 'en', photo });
    expect(recommendationJsonSchema.parse(r)).toEqual(r);
    expect(r.focus_areas.redness.factors.at(-1)?.label).toBe('Measured on your photo (100/100)');
    expect(r.measurements.map((m) => m.id)).toEqual(['redness_a_star']);
  });

  it('does not change its input', () => {
    const answers = baseAnswers();
    const photo = typicalPhoto();
    const before = JSON.stringify({ answers, photo });
    recommend({ answers, locale: 'en', photo });
    expect(JSON.stringify({ answers, photo })).toBe(before);
  });
});
