/**
 * recommend(): answers + photo findings + locale in, the stored `recommendation_json` out.
 * Pure and deterministic: no I/O, no clock, no randomness; the same input gives the same output.
 */
import { QUALITY_REASONS } from '@skinsight/shared/photo-quality';
import {
  FOCUS_AREA_KEYS,
  SPEC,
  type Answers,
  type FocusAreaKey,
  type Locale,
  type RecommendationJson,
} from '@skinsight/shared';
import { ENGINE_VERSION } from './version.ts';
import { scoreBand } from './score.ts';
import { photoDecides, photoScore, type ItaBand, type PhotoFindings } from './photo.ts';
import { readProfile, type Profile } from './profile.ts';
import { overallScore, PHOTO_AREAS, scoreAreas, type AreaScore } from './scoring.ts';
import {
  below,
  buildRoutine,
  routineFacts,
  skinTypeNote,
  type RawStep,
  type RoutineFacts,
  type RoutineScores,
} from './routine.ts';
import { text, type TextKey } from './texts/index.ts';

export type RecommendInput = {
  answers: Answers;
  locale: Locale;
  photo: PhotoFindings | null;
  /** Why the photo could not be used (the vision package's refusal code), when there was one. */
  photoIssue?: { reason: string } | null;
};

/** Reasons the vision package refuses a photo with; anything else gets a general message. */
const PHOTO_ISSUE_REASONS = QUALITY_REASONS;

/** Any area below this suggests a dermatologist. */
export const DERMATOLOGIST_AREA_SCORE = 25;
/** A photo redness score below this suggests a dermatologist. */
export const DERMATOLOGIST_PHOTO_REDNESS = 20;
/** With acne and skin conditions in the family, pores or redness below this suggest a dermatologist. */
export const DERMATOLOGIST_ACNE_SCORE = 40;

type Scores = RoutineScores;

function adviceKey(area: FocusAreaKey, score: number): TextKey {
  const band = scoreBand(score);
  const level = band === 'green' ? 'good' : band === 'yellow' ? 'moderate' : 'low';
  return `advice_${area}_${level}` as TextKey;
}

/** The first reason that applies, or null. */
export function dermatologist(
  profile: Profile,
  photo: PhotoFindings | null,
  scores: Scores,
): { key: TextKey; area?: FocusAreaKey; score?: number } | null {
  if (profile.concerns.has('acne') && profile.value('familyHistory') === 'yes') {
    const low = (['pores', 'redness'] as const).find((area) => below(scores[area], DERMATOLOGIST_ACNE_SCORE));
    if (low) return { key: 'dermatologist_acne_family', area: low, score: scores[low] ?? undefined };
  }
  if (photoDecides(photo, 'redness') && (photoScore(photo, 'redness') ?? 100) < DERMATOLOGIST_PHOTO_REDNESS)
    return { key: 'dermatologist_photo_redness' };
  // Fine lines come with age and sun: a low score there is a reason for sunscreen, not a doctor.
  // An area without enough information suggests nothing.
  const known = FOCUS_AREA_KEYS.flatMap((a) => {
    const score = scores[a];
    return a !== 'fine_lines' && score !== null ? [{ area: a, score }] : [];
  });
  const lowest = known.sort((a, b) => a.score - b.score)[0];
  if (lowest !== undefined && lowest.score < DERMATOLOGIST_AREA_SCORE) {
    return { key: 'dermatologist_low_area', area: lowest.area, score: lowest.score };
  }
  return null;
}

function nudges(profile: Profile, facts: RoutineFacts): TextKey[] {
  const v = (id: string) => profile.value(id);
  const list: TextKey[] = [];
  if (v('skincareRoutine') === 'none') list.push('nudge_routine_start');
  if (profile.unprotectedLevel >= 1 && profile.sunLevel >= 1) list.push('nudge_sun_protect');
  else if (profile.sunLevel >= 2) list.push('nudge_sun_reapply');
  else list.push('nudge_sun_keep');
  if (v('sleep') === 'under_5h' || v('sleep') === '5_6h') list.push('nudge_sleep');
  if (v('waterIntake') === 'under_1l' || v('waterIntake') === '1_2l') list.push('nudge_water');
  if (v('smoking') === 'occasionally' || v('smoking') === 'daily') list.push('nudge_smoking');
  if (v('stressLevel') === 'very_high' || v('stressLevel') === 'moderate') list.push('nudge_stress');
  if (v('screenTime') === 'over_6h') list.push('nudge_screen_time');
  if (v('alcoholConsumption') === 'weekly' || v('alcoholConsumption') === 'daily') list.push('nudge_alcohol');
  if (v('diet') === 'processed' || v('diet') === 'average') list.push('nudge_diet');
  if (facts.sensitive || facts.retinoid || facts.azelaic) list.push('nudge_patch_test');
  list.push('nudge_wait_between_steps', 'nudge_progress');
  return list;
}

/**
 * What would give an area without enough information a score: its questions, and for an area a
 * photo can measure, a photo (none was given), a closer one (this one could not show it) or a
 * clearer one (it measured it too uncertainly).
 */
function unknownAdvice(area: FocusAreaKey, photo: PhotoFindings | null, a: AreaScore): TextKey[] {
  const keys: TextKey[] = [`advice_unknown_${area}`];
  if (!(PHOTO_AREAS as readonly string[]).includes(area)) return keys;
  if (photo === null) keys.push('advice_unknown_add_photo');
  else if (a.source === 'answers') keys.push('advice_unknown_closer_photo');
  else keys.push('advice_unknown_clearer_photo');
  return keys;
}

/**
 * What the overview says the photo measured when every area has a score: exactly the areas it did
 * (pores and lines need a closer photo).
 */
function overviewOfPhoto(areas: Record<FocusAreaKey, AreaScore>, photoUsed: boolean): TextKey {
  if (!photoUsed) return 'overview_without_photo';
  const measured = FOCUS_AREA_KEYS.filter((area) => areas[area].source === 'photo_and_answers')
    .sort()
    .join(',');
  if (measured === 'fine_lines,pigmentation,pores,redness') return 'overview_with_photo';
  if (measured === 'pigmentation,redness') return 'overview_with_photo_colour';
  return 'overview_with_photo_some';
}

type Translate = (key: TextKey, vars?: Record<string, string | number>) => string;

/**
 * The skin tone as the photo supports it: one band, or the bands it cannot tell apart ("Light to
 * intermediate"), so that two selfies never name two different bands (vision 1.4, decision 038).
 */
function skinTone(photo: PhotoFindings, t: Translate, locale: Locale): RecommendationJson['skin_tone'] {
  const { angle, band, range } = photo.ita;
  const bands = photo.ita.bands?.length ? photo.ita.bands : [band];
  const label = (b: ItaBand) => t(`skin_tone_${b}`);
  const round = (n: number) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : 0);
  return {
    ita_angle: round(angle),
    band,
    bands,
    ...(range ? { ita_range: [round(range[0]), round(range[1])] as [number, number] } : {}),
    label:
      bands.length === 1
        ? label(bands[0]!)
        : t('skin_tone_range', { from: label(bands[0]!), to: label(bands.at(-1)!).toLocaleLowerCase(locale) }),
  };
}

export function recommend(input: RecommendInput): RecommendationJson {
  const { locale, photo } = input;
  const t = (key: TextKey, vars?: Record<string, string | number>) => text(locale, key, vars);
  const profile = readProfile(input.answers);
  const areas = scoreAreas(profile, photo);
  // An area without enough information has no score: nothing below reads one for it.
  const scores = Object.fromEntries(FOCUS_AREA_KEYS.map((a) => [a, areas[a].known ? areas[a].score : null])) as Scores;
  const score = overallScore(areas);
  const target = SPEC.defaultTargetScore;

  const focusArea = (area: FocusAreaKey, a: AreaScore) => {
    if (!a.known) {
      return {
        score: null,
        advice: unknownAdvice(area, photo, a)
          .map((key) => t(key))
          .join(' '),
        confidence: 0,
        source: a.source,
        factors: [],
      };
    }
    const advice = t(adviceKey(area, a.score));
    return {
      score: a.score,
      advice:
        a.source === 'answers' && (area === 'hydration' || area === 'skin_barrier_strength')
          ? `${t('advice_estimated_from_answers')} ${advice}`
          : advice,
      confidence: a.confidence,
      source: a.source,
      factors: a.factors.map((f) => ({ key: f.key, label: t(f.label, f.vars), effect: f.effect })),
    };
  };

  const known = FOCUS_AREA_KEYS.filter((a) => areas[a].known);
  const unknown = FOCUS_AREA_KEYS.filter((a) => !areas[a].known);
  const ranked = [...known].sort((a, b) => areas[b].score - areas[a].score);
  const best = ranked[0] ?? 'hydration';
  const worst = ranked[ranked.length - 1] ?? 'hydration';
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  // With areas left unknown, the fixed sentences ("… are estimated from your answers") would say
  // too much: name exactly the areas the photo measured, if any. Without a photo and without a
  // score, "based on your answers" would say too much too.
  const measuredKnown = known.filter((a) => areas[a].source === 'photo_and_answers');
  const photoSentence =
    unknown.length === 0
      ? t(overviewOfPhoto(areas, photo !== null))
      : photo !== null && measuredKnown.length > 0
        ? t('overview_photo_measured', { areas: list.format(measuredKnown.map((a) => t(`area_${a}`))) })
        : photo === null && score !== null
          ? t('overview_without_photo')
          : null;
  const overview = [
    score === null
      ? t('overview_unknown')
      : areas[best].score === areas[worst].score
        ? t(unknown.length === 0 ? 'overview_even' : 'overview_even_known', { score, target })
        : t('overview_score', { score, target, best: t(`area_${best}`), worst: t(`area_${worst}`) }),
    score !== null && unknown.length > 0
      ? t('overview_some_unknown', { areas: list.format(unknown.map((a) => t(`area_${a}`))) })
      : '',
    photoSentence ?? '',
    t('overview_disclaimer'),
  ]
    .filter((sentence) => sentence !== '')
    .join(' ');

  const facts = routineFacts(profile, photo, scores);
  const routine = buildRoutine(profile, photo, scores);
  const step = (s: RawStep, i: number) => ({
    step: i + 1,
    product_type: s.product_type,
    instruction: s.also ? `${t(s.text, s.vars)} ${t(s.also)}` : t(s.text, s.vars),
    ingredients: [...s.ingredients],
    active: s.active,
    ...(s.minSpf === undefined ? {} : { min_spf: s.minSpf }),
  });

  const derm = dermatologist(profile, photo, scores);
  const typeNote = skinTypeNote(profile, photo);
  const reason = input.photoIssue?.reason;
  const issueKey = (PHOTO_ISSUE_REASONS as readonly string[]).includes(reason ?? '')
    ? (`photo_issue_${reason}` as TextKey)
    : 'photo_issue_other';

  return {
    score,
    target_score: target,
    overview_text: overview,
    focus_areas: {
      hydration: focusArea('hydration', areas.hydration),
      fine_lines: focusArea('fine_lines', areas.fine_lines),
      pores: focusArea('pores', areas.pores),
      pigmentation: focusArea('pigmentation', areas.pigmentation),
      redness: focusArea('redness', areas.redness),
      skin_barrier_strength: focusArea('skin_barrier_strength', areas.skin_barrier_strength),
    },
    routine: {
      morning: routine.morning.map(step),
      evening: routine.evening.map(step),
      weekly: routine.weekly.map((s, i) => ({ ...step(s, i), frequency: t(s.frequency) })),
    },
    lifestyle: { nudges: nudges(profile, facts).map((key) => t(key)) },
    photo_used: photo !== null,
    photo_issue: photo === null && reason !== undefined ? { reason, message: t(issueKey) } : null,
    skin_type: {
      answered: profile.value('skinType'),
      // A photo too unclear to decide the skin type does not report one either (photo.ts).
      estimated: photoDecides(photo, 'shine') ? photo.skinTypeEstimate : null,
      note: typeNote
        ? t(typeNote.key, Object.fromEntries(Object.entries(typeNote.vars).map(([k, v]) => [k, t(v as TextKey)])))
        : null,
    },
    skin_tone: photo ? skinTone(photo, t, locale) : null,
    measurements: photo ? photo.measurements.filter((m) => Number.isFinite(m.value)).map((m) => ({ ...m })) : [],
    see_dermatologist: derm !== null,
    dermatologist_reason: derm
      ? `${t(derm.key, { area: derm.area ? t(`area_${derm.area}`) : '', score: derm.score ?? '' })} ${t('dermatologist_note')}`
      : null,
    engine_version: ENGINE_VERSION,
    locale,
  };
}
