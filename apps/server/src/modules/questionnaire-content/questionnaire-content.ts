/**
 * The questionnaire's questions, options and "why we ask" texts live in
 * questionnaire-content.json, written for this product in all four languages. This file validates
 * it and turns it into rows of the `survey` table (the spec's name for it; the API path stays
 * /api/survey). Not to be confused with the shop's feedback form on /survey (commerce).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES, type Locale, type SurveyItem } from '@skinsight/shared';

const translated = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string()])) as Record<(typeof LOCALES)[number], z.ZodString>,
);

export const questionnaireContentSchema = z.object({
  version: z.number().int(),
  questions: z
    .array(
      z.object({
        id: z.string().regex(/^[a-zA-Z]+$/),
        number: z.number().int().positive(),
        text: translated,
        why: translated,
        options: z.array(z.object({ key: z.string().regex(/^[a-z0-9_]+$/), text: translated })),
      }),
    )
    .min(1),
});
export type QuestionnaireContent = z.infer<typeof questionnaireContentSchema>;

export const QUESTIONNAIRE_CONTENT_PATH = path.join(import.meta.dirname, 'questionnaire-content.json');

export function readQuestionnaireContent(file = QUESTIONNAIRE_CONTENT_PATH): QuestionnaireContent {
  return questionnaireContentSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

export type QuestionnaireContentRow = {
  questionId: string;
  itemType: 'question' | 'option' | 'why';
  questionNumber: number;
  key: string;
  sortOrder: number;
  en: string;
  de: string;
  fr: string;
  es: string;
};

export function questionnaireContentRows(content: QuestionnaireContent): QuestionnaireContentRow[] {
  return content.questions.flatMap((q) => [
    { questionId: q.id, itemType: 'question' as const, questionNumber: q.number, key: '', sortOrder: 0, ...q.text },
    { questionId: q.id, itemType: 'why' as const, questionNumber: q.number, key: '', sortOrder: 0, ...q.why },
    ...q.options.map((o, i) => ({
      questionId: q.id,
      itemType: 'option' as const,
      questionNumber: q.number,
      key: o.key,
      sortOrder: i + 1,
      ...o.text,
    })),
  ]);
}

/**
 * The texts in one language as /api/survey answers them (getQuestionnaireContent's order and
 * English fallback), without the database: the pre-renderer's first question (issue 22), which
 * the app then hydrates with the server's answer, so the two must agree (the API test checks).
 */
export function surveyItemsOf(content: QuestionnaireContent, locale: Locale): SurveyItem[] {
  const byItemType = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return questionnaireContentRows(content)
    .sort(
      (a, b) => a.questionNumber - b.questionNumber || byItemType(a.itemType, b.itemType) || a.sortOrder - b.sortOrder,
    )
    .map((row) => ({
      questionId: row.questionId,
      itemType: row.itemType,
      questionNumber: row.questionNumber,
      key: row.key,
      text: row[locale] || row.en,
    }));
}
