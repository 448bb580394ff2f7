/**
 * The Pro analysis (spec: "Pro-only metrics: skin barrier function, collagen density, fine line
 * analysis, pigmentation uniformity"), derived from a stored recommendation and its answers.
 * Honest like the rest: what a photo measured says so and lists the measurements; what no
 * ordinary photo can measure (collagen) is an estimate from the answers and says that too.
 */
import type { Answers } from '@skinsight/shared';
import type { ProAnalysisResponse } from '@skinsight/shared/commerce';
import type { Locale } from '@skinsight/shared/locales';
import type { RecommendationJson } from '@skinsight/shared/recommendation';
import { readProfile } from './profile.ts';
import { clampScore } from './score.ts';

type Text = {
  barrier: string;
  barrierAnswers: string;
  collagen: string;
  collagenPhoto: string;
  lines: string;
  linesAnswers: string;
  pigment: string;
  pigmentAnswers: string;
  /** A metric whose area has not enough information (docs/decisions/027). */
  unknown: string;
  labels: Record<string, string>;
};

const TEXTS: Record<Locale, Text> = {
  en: {
    barrier:
      'Your barrier score from your answers, checked against the redness measured on your cheeks: a calm, even colour goes with a barrier that holds moisture well.',
    barrierAnswers:
      'Estimated from your answers (routine, sleep, stress, sun). Add a photo to check it against the redness of your skin.',
    collagen:
      'An estimate, not a measurement: no ordinary photo shows collagen. It follows what is known to wear collagen down: age, unprotected sun, smoking and short sleep.',
    collagenPhoto:
      'An estimate, not a measurement: no ordinary photo shows collagen. It follows age, unprotected sun, smoking and sleep, adjusted by the fine lines measured on your photo.',
    lines:
      'Fine lines measured as the share of skin on a fine crease, on the forehead, beside the eyes and under the eyes.',
    linesAnswers: 'Estimated from your answers. Add a photo to measure lines on the forehead and around the eyes.',
    pigment: 'How even your tone is: blotchiness, mottling and dark spots measured over forehead, cheeks and chin.',
    pigmentAnswers: 'Estimated from your answers (sun, sunscreen, concerns). Add a photo to measure your tone.',
    unknown:
      'Not enough information for this yet: answer the questionnaire in full, or add a clear photo in good light.',
    labels: {
      barrier_score: 'Barrier score (answers)',
      redness_score: 'Redness score (photo)',
      redness_a_star_cheeks: 'Cheek redness',
      erythema_contrast_cheeks: 'Cheek redness against your calmest skin',
      red_area_cheeks_percent: 'Flushed area of the cheeks',
      age: 'Age',
      sunExposure: 'Sun exposure',
      sunscreenUse: 'Sunscreen',
      smoking: 'Smoking',
      sleep: 'Sleep',
      fine_lines_score: 'Fine lines score',
      line_density_forehead: 'Lines on the forehead',
      line_density_eye_corners: 'Lines beside the eyes',
      line_density_under_eyes: 'Lines under the eyes',
      pigmentation_score: 'Pigmentation score',
      tone_unevenness_delta_e: 'Blotchiness',
      dark_spot_count: 'Dark spots',
      dark_spot_area_percent: 'Skin covered by dark spots',
    },
  },
  de: {
    barrier:
      'Dein Barriere-Wert aus deinen Antworten, abgeglichen mit der auf deinen Wangen gemessenen Rötung: Eine ruhige, gleichmäßige Farbe passt zu einer Barriere, die Feuchtigkeit gut hält.',
    barrierAnswers:
      'Aus deinen Antworten geschätzt (Routine, Schlaf, Stress, Sonne). Mit einem Foto wird er an der Rötung deiner Haut überprüft.',
    collagen:
      'Eine Schätzung, keine Messung: Kein gewöhnliches Foto zeigt Kollagen. Sie folgt dem, was Kollagen bekanntlich abbaut: Alter, ungeschützte Sonne, Rauchen und wenig Schlaf.',
    collagenPhoto:
      'Eine Schätzung, keine Messung: Kein gewöhnliches Foto zeigt Kollagen. Sie folgt Alter, ungeschützter Sonne, Rauchen und Schlaf, angepasst an die auf deinem Foto gemessenen feinen Linien.',
    lines:
      'Feine Linien, gemessen als Anteil der Haut auf einer feinen Falte – auf der Stirn, neben und unter den Augen.',
    linesAnswers:
      'Aus deinen Antworten geschätzt. Mit einem Foto werden Linien auf der Stirn und um die Augen gemessen.',
    pigment:
      'Wie ebenmäßig dein Hautton ist: Flecken, Marmorierung und dunkle Punkte, gemessen auf Stirn, Wangen und Kinn.',
    pigmentAnswers:
      'Aus deinen Antworten geschätzt (Sonne, Sonnenschutz, Anliegen). Mit einem Foto wird dein Hautton gemessen.',
    unknown:
      'Dafür fehlen noch Informationen: Beantworte den Fragebogen vollständig oder füge ein klares Foto bei gutem Licht hinzu.',
    labels: {
      barrier_score: 'Barriere-Wert (Antworten)',
      redness_score: 'Rötungs-Wert (Foto)',
      redness_a_star_cheeks: 'Rötung der Wangen',
      erythema_contrast_cheeks: 'Rötung der Wangen gegenüber deiner ruhigsten Haut',
      red_area_cheeks_percent: 'Gerötete Fläche der Wangen',
      age: 'Alter',
      sunExposure: 'Sonneneinstrahlung',
      sunscreenUse: 'Sonnenschutz',
      smoking: 'Rauchen',
      sleep: 'Schlaf',
      fine_lines_score: 'Wert für feine Linien',
      line_density_forehead: 'Linien auf der Stirn',
      line_density_eye_corners: 'Linien neben den Augen',
      line_density_under_eyes: 'Linien unter den Augen',
      pigmentation_score: 'Pigmentierungs-Wert',
      tone_unevenness_delta_e: 'Fleckigkeit',
      dark_spot_count: 'Dunkle Flecken',
      dark_spot_area_percent: 'Von dunklen Flecken bedeckte Haut',
    },
  },
  fr: {
    barrier:
      'Ton score de barrière d’après tes réponses, vérifié avec la rougeur mesurée sur tes joues : une couleur calme et uniforme va avec une barrière qui retient bien l’hydratation.',
    barrierAnswers:
      'Estimé d’après tes réponses (routine, sommeil, stress, soleil). Ajoute une photo pour le vérifier avec la rougeur de ta peau.',
    collagen:
      'Une estimation, pas une mesure : aucune photo ordinaire ne montre le collagène. Elle suit ce qui l’use : l’âge, le soleil sans protection, le tabac et le manque de sommeil.',
    collagenPhoto:
      'Une estimation, pas une mesure : aucune photo ordinaire ne montre le collagène. Elle suit l’âge, le soleil sans protection, le tabac et le sommeil, ajustée par les ridules mesurées sur ta photo.',
    lines: 'Ridules mesurées comme la part de peau sur un pli fin, sur le front, à côté et sous les yeux.',
    linesAnswers: 'Estimé d’après tes réponses. Ajoute une photo pour mesurer les ridules du front et autour des yeux.',
    pigment:
      'L’uniformité de ton teint : taches, marbrures et points sombres mesurés sur le front, les joues et le menton.',
    pigmentAnswers:
      'Estimé d’après tes réponses (soleil, protection solaire, préoccupations). Ajoute une photo pour mesurer ton teint.',
    unknown:
      'Il manque encore des informations pour cela : réponds à tout le questionnaire ou ajoute une photo nette sous une bonne lumière.',
    labels: {
      barrier_score: 'Score de barrière (réponses)',
      redness_score: 'Score de rougeur (photo)',
      redness_a_star_cheeks: 'Rougeur des joues',
      erythema_contrast_cheeks: 'Rougeur des joues par rapport à ta peau la plus calme',
      red_area_cheeks_percent: 'Surface rougie des joues',
      age: 'Âge',
      sunExposure: 'Exposition au soleil',
      sunscreenUse: 'Protection solaire',
      smoking: 'Tabac',
      sleep: 'Sommeil',
      fine_lines_score: 'Score des ridules',
      line_density_forehead: 'Ridules du front',
      line_density_eye_corners: 'Ridules à côté des yeux',
      line_density_under_eyes: 'Ridules sous les yeux',
      pigmentation_score: 'Score de pigmentation',
      tone_unevenness_delta_e: 'Irrégularité du teint',
      dark_spot_count: 'Taches sombres',
      dark_spot_area_percent: 'Peau couverte de taches sombres',
    },
  },
  es: {
    barrier:
      'Tu puntuación de barrera según tus respuestas, contrastada con el enrojecimiento medido en tus mejillas: un color tranquilo y uniforme va con una barrera que retiene bien la hidratación.',
    barrierAnswers:
      'Estimada a partir de tus respuestas (rutina, sueño, estrés, sol). Añade una foto para contrastarla con el enrojecimiento de tu piel.',
    collagen:
      'Una estimación, no una medición: ninguna foto corriente muestra el colágeno. Sigue lo que se sabe que lo desgasta: la edad, el sol sin protección, el tabaco y dormir poco.',
    collagenPhoto:
      'Una estimación, no una medición: ninguna foto corriente muestra el colágeno. Sigue la edad, el sol sin protección, el tabaco y el sueño, ajustada por las líneas finas medidas en tu foto.',
    lines:
      'Líneas finas medidas como la parte de piel sobre un pliegue fino, en la frente, junto a los ojos y bajo los ojos.',
    linesAnswers:
      'Estimadas a partir de tus respuestas. Añade una foto para medir las líneas de la frente y alrededor de los ojos.',
    pigment:
      'Lo uniforme que es tu tono: manchas, moteado y puntos oscuros medidos en la frente, las mejillas y el mentón.',
    pigmentAnswers:
      'Estimada a partir de tus respuestas (sol, protector solar, preocupaciones). Añade una foto para medir tu tono.',
    unknown:
      'Todavía no hay información suficiente para esto: responde el cuestionario completo o añade una foto nítida con buena luz.',
    labels: {
      barrier_score: 'Puntuación de barrera (respuestas)',
      redness_score: 'Puntuación de enrojecimiento (foto)',
      redness_a_star_cheeks: 'Enrojecimiento de las mejillas',
      erythema_contrast_cheeks: 'Enrojecimiento de las mejillas frente a tu piel más tranquila',
      red_area_cheeks_percent: 'Zona enrojecida de las mejillas',
      age: 'Edad',
      sunExposure: 'Exposición al sol',
      sunscreenUse: 'Protector solar',
      smoking: 'Tabaco',
      sleep: 'Sueño',
      fine_lines_score: 'Puntuación de líneas finas',
      line_density_forehead: 'Líneas en la frente',
      line_density_eye_corners: 'Líneas junto a los ojos',
      line_density_under_eyes: 'Líneas bajo los ojos',
      pigmentation_score: 'Puntuación de pigmentación',
      tone_unevenness_delta_e: 'Irregularidad del tono',
      dark_spot_count: 'Manchas oscuras',
      dark_spot_area_percent: 'Piel cubierta por manchas oscuras',
    },
  },
};

const SUN: Record<string, number> = { rarely: 0, occasionally: 4, regularly: 8, daily: 12 };
const UNPROTECTED: Record<string, number> = { every_day: 0, when_sunny: 3, rarely: 7, never: 10 };
const SMOKING: Record<string, number> = { no: 0, occasionally: 5, daily: 12 };
const SLEEP: Record<string, number> = { under_5h: 6, '5_6h': 3, '7_8h': 0, over_8h: 0 };

export type ProAnalysisInput = {
  recommendation: RecommendationJson;
  answers: Answers;
  locale: Locale;
  /** The answer's wording in the person's language (the survey's option text). */
  answerText: (questionId: string, key: string) => string;
};

export function proAnalysis(input: ProAnalysisInput): ProAnalysisResponse {
  const { recommendation: rec, answers, locale } = input;
  const text = TEXTS[locale];
  const label = (key: string) => text.labels[key] ?? key;
  const profile = readProfile(answers);
  // Null: the area has not enough information (engine 1.3), and nothing is derived from it.
  const area = (key: keyof RecommendationJson['focus_areas']) => rec.focus_areas[key].score;
  // Per area: a photo too coarse for fine lines still measures redness (decision 021).
  const fromPhoto = (key: keyof RecommendationJson['focus_areas']) =>
    rec.photo_used && rec.focus_areas[key].source === 'photo_and_answers' && area(key) !== null;
  const scoreLine = (key: string, value: number | null) =>
    value === null ? [] : [{ label: label(key), value: String(value) }];
  const orNull = (value: number | null) => (value === null ? null : clampScore(value));
  const measured = (ids: string[]) =>
    ids.flatMap((id) => {
      const m = rec.measurements.find((x) => x.id === id);
      return m ? [{ label: label(id), value: `${Math.round(m.value * 10) / 10} ${m.unit}` }] : [];
    });
  const answered = (ids: string[]) =>
    ids.flatMap((id) => {
      const value = profile.value(id);
      return value ? [{ label: label(id), value: id === 'age' ? value : input.answerText(id, value) }] : [];
    });

  const barrier = area('skin_barrier_strength');
  const redness = area('redness');
  const lines = area('fine_lines');

  const collagenLoss =
    (profile.age !== null ? Math.max(0, profile.age - 25) * 0.7 : 0) +
    (SUN[profile.value('sunExposure') ?? ''] ?? 0) *
      ((UNPROTECTED[profile.value('sunscreenUse') ?? ''] ?? 0) / 10 + 0.3) +
    (SMOKING[profile.value('smoking') ?? ''] ?? 0) +
    (SLEEP[profile.value('sleep') ?? ''] ?? 0);
  const collagenFromAnswers = 92 - collagenLoss;
  // Collagen reads the answers the fine lines rest on (age, sun, smoking, sleep): without enough of
  // them for the fine lines, there is not enough for collagen either.
  const collagen =
    lines === null ? null : fromPhoto('fine_lines') ? 0.7 * collagenFromAnswers + 0.3 * lines : collagenFromAnswers;

  return {
    metrics: [
      {
        key: 'skin_barrier_function',
        score:
          barrier === null
            ? null
            : clampScore(fromPhoto('redness') && redness !== null ? 0.6 * barrier + 0.4 * redness : barrier),
        basis: barrier !== null && fromPhoto('redness') ? 'photo' : 'answers',
        detail: barrier === null ? text.unknown : fromPhoto('redness') ? text.barrier : text.barrierAnswers,
        evidence: [
          ...scoreLine('barrier_score', barrier),
          ...(fromPhoto('redness') ? scoreLine('redness_score', redness) : []),
          ...measured(['erythema_contrast_cheeks', 'red_area_cheeks_percent', 'redness_a_star_cheeks']),
        ],
      },
      {
        key: 'collagen_density',
        score: orNull(collagen),
        basis: 'answers',
        detail: collagen === null ? text.unknown : fromPhoto('fine_lines') ? text.collagenPhoto : text.collagen,
        evidence: answered(['age', 'sunExposure', 'sunscreenUse', 'smoking', 'sleep']),
      },
      {
        key: 'fine_line_analysis',
        score: orNull(lines),
        basis: fromPhoto('fine_lines') ? 'photo' : 'answers',
        detail: lines === null ? text.unknown : fromPhoto('fine_lines') ? text.lines : text.linesAnswers,
        evidence: [
          ...scoreLine('fine_lines_score', lines),
          ...measured(['line_density_forehead', 'line_density_eye_corners', 'line_density_under_eyes']),
        ],
      },
      {
        key: 'pigmentation_uniformity',
        score: orNull(area('pigmentation')),
        basis: fromPhoto('pigmentation') ? 'photo' : 'answers',
        detail:
          area('pigmentation') === null ? text.unknown : fromPhoto('pigmentation') ? text.pigment : text.pigmentAnswers,
        evidence: [
          ...scoreLine('pigmentation_score', area('pigmentation')),
          ...measured(['tone_unevenness_delta_e', 'dark_spot_count', 'dark_spot_area_percent']),
        ],
      },
    ],
  };
}
