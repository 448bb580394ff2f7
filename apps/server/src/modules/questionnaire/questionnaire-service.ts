/**
 * Saving a completed questionnaire: answers checked against the survey (the same rules the form
 * applies), the main concern by the spec's rule, and the analysis job sent in the same
 * transaction as the row, so no saved assessment can miss its analysis.
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  buildQuestions,
  mainConcern,
  validateAnswers,
  type Answers,
  type Locale,
  type Questionnaire,
} from '@skinsight/shared';
import type { Db } from '../../db/client.ts';
import { photos, questionnaireResponses } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { getQuestionnaireContent } from '../questionnaire-content/questionnaire-content-service.ts';

type Row = typeof questionnaireResponses.$inferSelect;

export const toQuestionnaire = (row: Row): Questionnaire => ({
  id: row.id,
  mainConcern: row.mainConcern,
  locale: (['en', 'de', 'fr', 'es'] as const).find((l) => l === row.locale) ?? 'en',
  photoId: row.photoId,
  createdAt: row.createdAt.toISOString(),
});

/** Normalises answers: text trimmed, so what is stored is what was meant. */
function normalise(answers: Answers): Answers {
  return Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, Array.isArray(v) ? v : v.trim()]));
}

async function ownedPhotoId(db: Db, userId: string, photoId: string | undefined): Promise<string | null> {
  if (!photoId) return null;
  const [photo] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)));
  if (!photo) throw new AppError('not_found', 'There is no such photo.');
  return photo.id;
}

export async function saveQuestionnaire(
  deps: { db: Db; jobs: JobQueue },
  userId: string,
  input: { answers: Answers; locale: Locale; photoId?: string | undefined },
): Promise<Questionnaire> {
  const questions = buildQuestions(await getQuestionnaireContent(deps.db, 'en'));
  const issues = validateAnswers(questions, input.answers);
  if (issues.length > 0) throw new AppError('validation_failed', 'Some answers are not valid.', issues);
  const answers = normalise(input.answers);
  const photoId = await ownedPhotoId(deps.db, userId, input.photoId);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(questionnaireResponses)
      .values({ userId, responses: answers, mainConcern: mainConcern(answers), locale: input.locale, photoId })
      .returning();
    await deps.jobs.sendInTransaction(tx, 'analysis', { questionnaireId: row!.id });
    return toQuestionnaire(row!);
  });
}

/** Attaches the person's own photo to their own questionnaire, and analyses it again. */
export async function attachPhoto(
  deps: { db: Db; jobs: JobQueue },
  userId: string,
  questionnaireId: string,
  photoId: string,
) {
  const owned = await ownedPhotoId(deps.db, userId, photoId);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(questionnaireResponses)
      .set({ photoId: owned })
      .where(and(eq(questionnaireResponses.id, questionnaireId), eq(questionnaireResponses.userId, userId)))
      .returning();
    if (!row) throw new AppError('not_found', 'There is no such questionnaire.');
    await deps.jobs.sendInTransaction(tx, 'analysis', { questionnaireId: row.id });
    return toQuestionnaire(row);
  });
}

export async function latestQuestionnaire(db: Db, userId: string): Promise<Questionnaire | null> {
  const [row] = await db
    .select()
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.userId, userId))
    .orderBy(desc(questionnaireResponses.createdAt))
    .limit(1);
  return row ? toQuestionnaire(row) : null;
}
