/**
 * The stored `recommendation_json` (spec section 3, "Skin recommendation record"; DESIGN.md
 * section 5). The engine produces it, the server stores it, the results page parses it with
 * these schemas. The spec's shape (score, target_score, overview_text, focus_areas with score and
 * advice, routine.morning|evening|weekly, lifestyle.nudges) is kept; everything else is added.
 */
import { lazySchema, z } from './zod.ts';
import { LOCALES } from './locales.ts';

/** The six focus areas the spec names, in display order. */
export const FOCUS_AREA_KEYS = [
  'hydration',
  'fine_lines',
  'pores',
  'pigmentation',
  'redness',
  'skin_barrier_strength',
] as const;
export type FocusAreaKey = (typeof FOCUS_AREA_KEYS)[number];

/** Routine product types (spec section 3); `treatment` holds actives such as a retinoid. */
export const PRODUCT_TYPES = [
  'cleanser',
  'toner',
  'serum',
  'moisturizer',
  'eye_cream',
  'sunscreen',
  'clay_mask',
  'exfoliant',
  'treatment',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const FOCUS_AREA_SOURCES = ['photo_and_answers', 'answers'] as const;
export type FocusAreaSource = (typeof FOCUS_AREA_SOURCES)[number];

const wholeScore = lazySchema(() => z.number().int().min(0).max(100));

/**
 * One thing that moved a score, in points. The first factor of every area is its baseline
 * (`key: 'baseline'`); all effects together, clamped to 0-100, are the area's score.
 */
export const scoreFactorSchema = lazySchema(() =>
  z.object({
    key: z.string().min(1),
    label: z.string().min(1),
    effect: z.number(),
  }),
);
export type ScoreFactor = z.infer<typeof scoreFactorSchema>;

/**
 * A score, or null: 'not enough information' (engine 1.3, docs/decisions/027). Too few of the
 * answers that bear on it and no confident photo measurement; its advice then says what would
 * make it measurable. Results before engine 1.3 have a number everywhere.
 */
const scoreOrUnknown = lazySchema(() => wholeScore.nullable());

export const focusAreaSchema = lazySchema(() =>
  z.object({
    /** Null: not enough information; then `factors` is empty and `confidence` 0. */
    score: scoreOrUnknown,
    advice: z.string(),
    confidence: z.number().min(0).max(1),
    source: z.enum(FOCUS_AREA_SOURCES),
    factors: z.array(scoreFactorSchema),
  }),
);
export type FocusArea = z.infer<typeof focusAreaSchema>;

export const focusAreasSchema = lazySchema(() =>
  z.object({
    hydration: focusAreaSchema,
    fine_lines: focusAreaSchema,
    pores: focusAreaSchema,
    pigmentation: focusAreaSchema,
    redness: focusAreaSchema,
    skin_barrier_strength: focusAreaSchema,
  }),
);
export type FocusAreas = z.infer<typeof focusAreasSchema>;

export const routineStepSchema = lazySchema(() =>
  z.object({
    step: z.number().int().positive(),
    product_type: z.enum(PRODUCT_TYPES),
    instruction: z.string().min(1),
    /** INCI-style ingredient names in English (e.g. 'retinol', 'niacinamide'), never brands. */
    ingredients: z.array(z.string().min(1)),
    /**
     * The ingredient the step is for: a product suggested for it must contain it (routine-products.ts).
     * Null when any product of the type will do (a cleanser); absent in results before engine 1.1.
     */
    active: z.string().min(1).nullable().optional(),
    /** For sunscreen: the least SPF a product must have. */
    min_spf: z.number().int().positive().optional(),
  }),
);
export type RoutineStep = z.infer<typeof routineStepSchema>;

export const weeklyStepSchema = lazySchema(() =>
  routineStepSchema.extend({
    /** In the assessment's language, e.g. "once a week", "one to two times a week". */
    frequency: z.string().min(1),
  }),
);
export type WeeklyStep = z.infer<typeof weeklyStepSchema>;

export const routineSchema = lazySchema(() =>
  z.object({
    morning: z.array(routineStepSchema),
    evening: z.array(routineStepSchema),
    weekly: z.array(weeklyStepSchema),
  }),
);
export type Routine = z.infer<typeof routineSchema>;

export const measurementSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    value: z.number(),
    unit: z.string(),
    region: z.string(),
    description: z.string(),
  }),
);
export type Measurement = z.infer<typeof measurementSchema>;

export const recommendationJsonSchema = lazySchema(() =>
  z.object({
    /** The weighted mean of the areas with a score; null when fewer than four have one. */
    score: scoreOrUnknown,
    target_score: wholeScore,
    overview_text: z.string(),
    focus_areas: focusAreasSchema,
    routine: routineSchema,
    lifestyle: z.object({ nudges: z.array(z.string()) }),
    photo_used: z.boolean(),
    /** Why a photo was not used (the vision package's refusal code) and what to do about it. */
    photo_issue: z.object({ reason: z.string(), message: z.string() }).nullable(),
    skin_type: z.object({
      answered: z.string().nullable(),
      estimated: z.string().nullable(),
      /** Whether the photo agrees with the answer, or which one the routine follows and why (engine 1.x results before it: absent). */
      note: z.string().nullable().optional(),
    }),
    skin_tone: z
      .object({
        ita_angle: z.number(),
        band: z.string(),
        /** The bands the photo cannot tell apart, lightest first, and the angles behind them (engine 1.x before vision 1.4: absent). */
        bands: z.array(z.string()).optional(),
        ita_range: z.tuple([z.number(), z.number()]).optional(),
        label: z.string(),
      })
      .nullable(),
    measurements: z.array(measurementSchema),
    see_dermatologist: z.boolean(),
    dermatologist_reason: z.string().nullable(),
    engine_version: z.string().min(1),
    locale: z.enum(LOCALES),
  }),
);
export type RecommendationJson = z.infer<typeof recommendationJsonSchema>;
