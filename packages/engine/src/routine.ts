/**
 * Routine rules (DESIGN.md section 5). Product types and ingredients only, never brands.
 * - Cleanser first, morning and evening; sunscreen last every morning, for everyone
 *   (SPF 50 with high sun exposure or pigmentation concerns, else SPF 30).
 * - A retinoid only in the evening, introduced 2-3 nights a week, and never at first for sensitive
 *   skin: that gets azelaic acid instead.
 * - Exfoliation (AHA, BHA or PHA) only as a weekly step, at most one to two times a week, and the
 *   instruction says never on the same evening as a retinoid; no evening step is ever an exfoliant.
 * - Oily or combination skin gets a gel moisturizer and a weekly clay mask, dry skin a rich
 *   ceramide cream; eye cream for dark circles (photo) or a fine-lines concern; vitamin C in the
 *   morning for pigmentation or dullness; niacinamide for pores and redness.
 */
import type { FocusAreaKey, ProductType } from '@skinsight/shared';
import { photoDecides, photoScore, type PhotoFindings } from './photo.ts';
import type { Profile } from './profile.ts';
import type { TextKey } from './texts/index.ts';

export type RawStep = {
  product_type: ProductType;
  text: TextKey;
  vars?: Record<string, string | number>;
  /** A sentence added to the instruction (the exfoliant's "not on your retinol night"). */
  also?: TextKey;
  ingredients: string[];
  /**
   * The ingredient the step is for (a product suggested for it must contain it); null when any
   * product of the type does, as for a cleanser.
   */
  active: string | null;
  /** For sunscreen: the least SPF a product must have. */
  minSpf?: number;
};
export type RawWeeklyStep = RawStep & { frequency: TextKey };
export type RawRoutine = { morning: RawStep[]; evening: RawStep[]; weekly: RawWeeklyStep[] };

/** The skin type the textures follow: how the skin behaves (oily, combination, dry, normal). */
export type TextureType = 'oily' | 'combination' | 'dry' | 'normal';

/**
 * An answered oily, combination or dry skin type decides; otherwise (normal, sensitive, not sure,
 * missing) the photo's estimate does, else normal.
 */
export function textureType(profile: Profile, photo: PhotoFindings | null): TextureType {
  const answered = profile.value('skinType');
  if (answered === 'oily' || answered === 'combination' || answered === 'dry') return answered;
  if (
    photoDecides(photo, 'shine') &&
    (answered === null || answered === 'not_sure' || answered === 'sensitive' || answered === 'normal')
  ) {
    return photo.skinTypeEstimate;
  }
  return 'normal';
}

/**
 * What the results say about the skin type when there is a photo: that it agrees with the answer,
 * or which of the two the routine's textures follow and why. Decided by `textureType` itself, so
 * the words can never contradict the routine.
 */
export function skinTypeNote(
  profile: Profile,
  photo: PhotoFindings | null,
): { key: TextKey; vars: Record<string, string> } | null {
  if (!photo) return null;
  if (!photoDecides(photo, 'shine')) return { key: 'skin_type_photo_unsure', vars: {} };
  const answered = profile.value('skinType');
  const estimated = photo.skinTypeEstimate;
  const name = (type: string) => `skin_type_${type}` as TextKey;
  if (answered === estimated) return { key: 'skin_type_agrees', vars: { type: name(estimated) } };
  const followed = textureType(profile, photo);
  if (followed !== estimated) {
    // Only an answered oily, combination or dry skin type outranks the photo.
    return { key: 'skin_type_follows_answer', vars: { answered: name(followed), estimated: name(estimated) } };
  }
  // The routine follows the photo: the answer was sensitive, normal, not sure or missing.
  if (answered === 'sensitive')
    return { key: 'skin_type_follows_photo_sensitive', vars: { estimated: name(estimated) } };
  if (answered === 'normal')
    return { key: 'skin_type_photo_decides', vars: { answered: name('normal'), estimated: name(estimated) } };
  return { key: 'skin_type_follows_photo', vars: { estimated: name(estimated) } };
}

/** Redness score below which a redness concern counts as sensitive skin. */
export const SENSITIVE_REDNESS_WITH_CONCERN = 50;
/** Redness score below which skin counts as sensitive whatever the answers. */
export const SENSITIVE_REDNESS = 40;

/**
 * The area scores the routine reads: null for an area without enough information, which then
 * justifies no step (docs/decisions/027): only an answer or a score can.
 */
export type RoutineScores = Record<FocusAreaKey, number | null>;

/** Whether a known score is below `limit`; an unknown one is below nothing. */
export const below = (score: number | null, limit: number): boolean => score !== null && score < limit;

/** Sensitive skin gets no retinoid at first. */
export function isSensitive(profile: Profile, scores: RoutineScores): boolean {
  if (profile.value('skinType') === 'sensitive') return true;
  if (profile.concerns.has('redness') && below(scores.redness, SENSITIVE_REDNESS_WITH_CONCERN)) return true;
  return below(scores.redness, SENSITIVE_REDNESS);
}

export type RoutineFacts = {
  sensitive: boolean;
  texture: TextureType;
  spf: 30 | 50;
  retinoid: boolean;
  azelaic: boolean;
};

export function routineFacts(profile: Profile, photo: PhotoFindings | null, scores: RoutineScores): RoutineFacts {
  const sensitive = isSensitive(profile, scores);
  const c = profile.concerns;
  const highSun = profile.sunLevel >= 2;
  const pigmentation = c.has('dark_spots') || below(scores.pigmentation, 60);
  const wantsRetinoid =
    c.has('fine_lines') ||
    c.has('loss_of_firmness') ||
    c.has('acne') ||
    below(scores.fine_lines, 70) ||
    (profile.age !== null && profile.age >= 35);
  const retinoid = wantsRetinoid && !sensitive;
  const azelaic = !retinoid && (wantsRetinoid || c.has('redness') || c.has('acne') || c.has('dark_spots'));
  return { sensitive, texture: textureType(profile, photo), spf: highSun || pigmentation ? 50 : 30, retinoid, azelaic };
}

export function buildRoutine(profile: Profile, photo: PhotoFindings | null, scores: RoutineScores): RawRoutine {
  const facts = routineFacts(profile, photo, scores);
  const { sensitive, texture, spf, retinoid, azelaic } = facts;
  const c = profile.concerns;
  const oilyish = texture === 'oily' || texture === 'combination';

  const wantsVitaminC = c.has('dark_spots') || c.has('dullness') || below(scores.pigmentation, 65);
  const wantsNiacinamide =
    c.has('enlarged_pores') ||
    c.has('acne') ||
    c.has('redness') ||
    below(scores.pores, 65) ||
    below(scores.redness, 65);
  const wantsHydratingSerum = below(scores.hydration, 70) || c.has('dryness');
  const darkCircles = photoDecides(photo, 'dark_circles') && (photoScore(photo, 'dark_circles') ?? 100) < 60;
  const fineLinesEye = c.has('fine_lines');

  const moisturizer: RawStep = sensitive
    ? {
        product_type: 'moisturizer',
        text: 'step_moisturizer_sensitive',
        ingredients: ['ceramides', 'panthenol', 'glycerin'],
        active: 'ceramides',
      }
    : oilyish
      ? {
          product_type: 'moisturizer',
          text: 'step_moisturizer_gel',
          ingredients: ['hyaluronic acid', 'glycerin'],
          active: 'hyaluronic acid',
        }
      : texture === 'dry'
        ? {
            product_type: 'moisturizer',
            text: 'step_moisturizer_rich',
            ingredients: ['ceramides', 'shea butter', 'squalane'],
            active: 'ceramides',
          }
        : {
            product_type: 'moisturizer',
            text: 'step_moisturizer_normal',
            ingredients: ['glycerin', 'ceramides'],
            active: 'ceramides',
          };
  const niacinamide: RawStep = {
    product_type: 'serum',
    text: 'step_serum_niacinamide',
    ingredients: ['niacinamide'],
    active: 'niacinamide',
  };
  const hydratingSerum: RawStep = {
    product_type: 'serum',
    text: 'step_serum_hyaluronic',
    ingredients: ['hyaluronic acid'],
    active: 'hyaluronic acid',
  };

  // Morning: cleanser first, sunscreen last.
  const morning: RawStep[] = [];
  if (sensitive || texture === 'dry')
    morning.push({
      product_type: 'cleanser',
      text: 'step_cleanser_morning_gentle',
      ingredients: ['glycerin'],
      active: null,
    });
  else if (oilyish)
    morning.push({
      product_type: 'cleanser',
      text: 'step_cleanser_morning_gel',
      ingredients: ['glycerin'],
      active: null,
    });
  else
    morning.push({
      product_type: 'cleanser',
      text: 'step_cleanser_morning_normal',
      ingredients: ['glycerin'],
      active: null,
    });
  if (texture === 'dry' || below(scores.hydration, 60)) {
    morning.push({
      product_type: 'toner',
      text: 'step_toner_hydrating',
      ingredients: ['hyaluronic acid', 'panthenol'],
      active: 'hyaluronic acid',
    });
  }
  let niacinamideInEvening = false;
  if (wantsVitaminC) {
    morning.push(
      sensitive
        ? {
            product_type: 'serum',
            text: 'step_serum_vitamin_c_gentle',
            ingredients: ['ascorbyl glucoside'],
            active: 'ascorbyl glucoside',
          }
        : {
            product_type: 'serum',
            text: 'step_serum_vitamin_c',
            ingredients: ['ascorbic acid', 'vitamin e', 'ferulic acid'],
            active: 'ascorbic acid',
          },
    );
    niacinamideInEvening = wantsNiacinamide;
  } else if (wantsNiacinamide) {
    morning.push(niacinamide);
  } else if (wantsHydratingSerum) {
    morning.push(hydratingSerum);
  }
  if (darkCircles)
    morning.push({
      product_type: 'eye_cream',
      text: 'step_eye_cream_dark_circles',
      ingredients: ['caffeine', 'niacinamide'],
      active: 'caffeine',
    });
  morning.push(moisturizer);
  morning.push(
    sensitive
      ? {
          product_type: 'sunscreen',
          text: 'step_sunscreen_mineral',
          vars: { spf },
          ingredients: ['zinc oxide'],
          active: 'zinc oxide',
          minSpf: spf,
        }
      : {
          product_type: 'sunscreen',
          text: 'step_sunscreen',
          vars: { spf },
          ingredients: ['broad-spectrum uv filters'],
          active: 'broad-spectrum uv filters',
          minSpf: spf,
        },
  );

  // Evening: cleanser first, then serum, treatment, eye cream, moisturizer. Never an exfoliant.
  const evening: RawStep[] = [
    { product_type: 'cleanser', text: 'step_cleanser_evening', ingredients: ['glycerin'], active: null },
  ];
  if (niacinamideInEvening) evening.push(niacinamide);
  else if (wantsHydratingSerum && !wantsNiacinamide) evening.push(hydratingSerum);
  if (retinoid) {
    evening.push({
      product_type: 'treatment',
      text: 'step_treatment_retinoid',
      ingredients: ['retinol'],
      active: 'retinol',
    });
  } else if (azelaic) {
    evening.push({
      product_type: 'treatment',
      text: sensitive ? 'step_treatment_azelaic_sensitive' : 'step_treatment_azelaic',
      ingredients: ['azelaic acid'],
      active: 'azelaic acid',
    });
  }
  if (fineLinesEye)
    evening.push({
      product_type: 'eye_cream',
      text: 'step_eye_cream_fine_lines',
      ingredients: ['peptides', 'ceramides'],
      active: 'peptides',
    });
  evening.push(moisturizer);

  // Weekly: one exfoliation (never on the evening of a retinoid or azelaic acid: the instruction
  // says which, and names only what the routine has), and a clay mask for oily or combination skin.
  const weekly: RawWeeklyStep[] = [];
  const gentleFrequency = sensitive || retinoid || texture === 'dry';
  const frequency = gentleFrequency ? 'frequency_once_a_week' : 'frequency_once_or_twice_a_week';
  const also: TextKey | undefined = retinoid
    ? 'step_exfoliant_skip_retinoid'
    : azelaic
      ? 'step_exfoliant_skip_azelaic'
      : undefined;
  if (sensitive) {
    weekly.push({
      product_type: 'exfoliant',
      text: 'step_exfoliant_pha',
      also,
      ingredients: ['gluconolactone'],
      active: 'gluconolactone',
      frequency: 'frequency_once_a_week',
    });
  } else if (oilyish || c.has('acne') || c.has('enlarged_pores')) {
    weekly.push({
      product_type: 'exfoliant',
      text: 'step_exfoliant_bha',
      also,
      ingredients: ['salicylic acid'],
      active: 'salicylic acid',
      frequency,
    });
  } else {
    weekly.push({
      product_type: 'exfoliant',
      text: 'step_exfoliant_aha',
      also,
      ingredients: ['lactic acid'],
      active: 'lactic acid',
      frequency,
    });
  }
  if (oilyish) {
    weekly.push({
      product_type: 'clay_mask',
      text: 'step_clay_mask',
      ingredients: ['kaolin', 'bentonite'],
      active: 'kaolin',
      frequency: 'frequency_once_a_week',
    });
  }
  return { morning, evening, weekly };
}
