/**
 * The survey's questions, options and "why we ask" texts live in survey-content.json, written
 * for this product in all four languages. This file validates it and turns it into rows of the
 * `survey` table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES } from '@skinsight/shared';

const translated = z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string()])) as Record<
  (typeof LOCALES)[number],
  z.ZodString
>);

export const surveyContentSchema = z.object({
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
export type SurveyContent = z.infer<typeof surveyContentSchema>;

export const SURVEY_CONTENT_PATH = path.join(import.meta.dirname, 'survey-content.json');

export function readSurveyContent(file = SURVEY_CONTENT_PATH): SurveyContent {
  return surveyContentSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

export type SurveyRow = {
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

export function surveyRows(content: SurveyContent): SurveyRow[] {
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
