import { asc, sql } from 'drizzle-orm';
import type { Locale, SurveyItem } from '@skinsight/shared';
import type { Db } from '../../db/client.ts';
import { survey } from '../../db/schema.ts';
import { readQuestionnaireContent, questionnaireContentRows } from './questionnaire-content.ts';

/**
 * Loads the questionnaire's texts into the `survey` table. Idempotent: rows are matched on
 * (question_id, item_type, key) and their texts updated, so it runs at every start.
 */
export async function seedQuestionnaireContent(db: Db): Promise<number> {
  const rows = questionnaireContentRows(readQuestionnaireContent());
  await db.transaction(async (tx) => {
    await tx
      .insert(survey)
      .values(rows)
      .onConflictDoUpdate({
        target: [survey.questionId, survey.itemType, survey.key],
        set: {
          questionNumber: sql`excluded.question_number`,
          sortOrder: sql`excluded.sort_order`,
          en: sql`excluded.en`,
          de: sql`excluded.de`,
          fr: sql`excluded.fr`,
          es: sql`excluded.es`,
        },
      });
  });
  return rows.length;
}

/**
 * The questionnaire's texts in one language, in the spec's order: question_number, then item_type
 * (option, question, why), then the options' written order. An empty translation falls back to
 * English.
 */
export async function getQuestionnaireContent(db: Db, locale: Locale): Promise<SurveyItem[]> {
  const text = sql<string>`coalesce(nullif(${survey[locale]}, ''), ${survey.en})`;
  return db
    .select({
      questionId: survey.questionId,
      itemType: survey.itemType,
      questionNumber: survey.questionNumber,
      key: survey.key,
      text,
    })
    .from(survey)
    .orderBy(asc(survey.questionNumber), asc(survey.itemType), asc(survey.sortOrder));
}
