/**
 * The analysis of one saved assessment: the photo (if any) measured by the vision package, the
 * answers and measurements turned into a recommendation by the engine, stored for the person.
 * A photo that fails the quality gate still gives a result from the answers, which says why the
 * photo was not used. Runs as a durable job (analysis-job.ts).
 */
import { and, eq } from 'drizzle-orm';
import { recommend, type PhotoFindings } from '@skinsight/engine';
import {
  AnalysisTimeoutError,
  createThreadedVisionAnalyzer,
  photoConditions,
  VISION_VERSION,
  type VisionAnalyzer,
  type VisionResult,
  type VisionSuccess,
} from '@skinsight/vision';
import type { PhotoConditions } from '@skinsight/shared/photo-conditions';
import type { Answers, Locale } from '@skinsight/shared';
import { isLocale } from '@skinsight/shared';
import type { Db } from '../../db/client.ts';
import { photos, questionnaireResponses, skinRecommendations } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import type { FileStorage } from '../../lib/storage.ts';

let analyzer: Promise<VisionAnalyzer> | null = null;

/**
 * One analyzer per process: loading the face models takes a second, analysing a photo much less.
 * It works in a thread of its own, so that a photo's few hundred milliseconds of measuring do not
 * hold up the requests the process serves meanwhile (decision 032, addendum).
 */
export function sharedVisionAnalyzer(): Promise<VisionAnalyzer> {
  analyzer ??= createThreadedVisionAnalyzer().catch((error: unknown) => {
    analyzer = null;
    throw error;
  });
  return analyzer;
}

export function toFindings(result: VisionSuccess): PhotoFindings {
  return {
    scores: result.scores,
    skinTypeEstimate: result.skinTypeEstimate,
    ita: result.ita,
    confidence: result.quality.confidence,
    confidenceByKind: result.quality.confidenceByKind,
    textureConfidence: result.quality.textureConfidence,
    measurements: result.measurements.map((m) => ({
      id: m.id,
      value: m.value,
      unit: m.unit,
      region: m.region,
      description: m.description,
    })),
  };
}

/**
 * The regions the result's measurements come from: the eye corners serve only the fine lines, so
 * a photo too coarse for lines does not show them as measured (decision 021).
 */
export function measuredRegions(result: VisionSuccess): VisionSuccess['regions'] {
  if (result.scores.fine_lines !== null) return result.regions;
  return result.regions.filter((region) => region.id !== 'eye_corner_left' && region.id !== 'eye_corner_right');
}

/** Where on the photo each measurement was taken, for the overlay on the results page. */
export type PhotoOverlay = {
  photoId: string;
  width: number;
  height: number;
  regions: { id: string; polygon: [number, number][] }[];
};

export type AnalysisDeps = {
  db: Db;
  storage: FileStorage;
  logger: Logger;
  vision?: () => Promise<VisionAnalyzer>;
};

/**
 * The photo's analysis. One that hangs (its thread is stopped at the time limit) is a photo we
 * cannot read: the result is then made from the answers, as for a file that does not open, and the
 * job is not retried into another hang. Other failures (a thread that died) throw, and the job retries.
 */
async function analysePhoto(deps: AnalysisDeps, bytes: Buffer, photoId: string): Promise<VisionResult> {
  try {
    return await (await (deps.vision ?? sharedVisionAnalyzer)()).analyze(bytes);
  } catch (error) {
    if (!(error instanceof AnalysisTimeoutError)) throw error;
    deps.logger.error({ job: 'analysis', photoId, err: error }, 'photo analysis hung and was stopped');
    return { ok: false, version: VISION_VERSION, reason: 'unreadable_image', detail: error.message };
  }
}

/** Analyses a questionnaire; returns the new recommendation's id, or null when there is nothing to do. */
export async function analyseQuestionnaire(
  deps: AnalysisDeps,
  questionnaireId: string,
  jobId: string,
): Promise<string | null> {
  const { db, storage, logger } = deps;
  const [questionnaire] = await db
    .select()
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.id, questionnaireId));
  if (!questionnaire) return null; // deleted since (account deletion): nothing to analyse
  const [photo] = questionnaire.photoId
    ? await db
        .select()
        .from(photos)
        .where(and(eq(photos.id, questionnaire.photoId), eq(photos.userId, questionnaire.userId)))
    : [];

  let findings: PhotoFindings | null = null;
  let photoIssue: { reason: string } | null = null;
  let overlay: PhotoOverlay | null = null;
  // The light, exposure, scale and pose the photo was taken in: what a later assessment's photo is
  // compared with, like with like (decision 037).
  let conditions: PhotoConditions | null = null;
  if (photo) {
    const bytes = await storage.get(photo.storageKey);
    if (!bytes) {
      photoIssue = { reason: 'unreadable_image' };
    } else {
      const result = await analysePhoto(deps, Buffer.from(bytes), photo.id);
      if (result.ok) {
        findings = toFindings(result);
        overlay = {
          photoId: photo.id,
          width: result.image.width,
          height: result.image.height,
          regions: measuredRegions(result),
        };
        conditions = photoConditions(result);
      } else {
        photoIssue = { reason: result.reason };
      }
      logger.info(
        { job: 'analysis', photoUsed: result.ok, ms: result.ok ? result.timingsMs.total : undefined },
        'photo analysed',
      );
    }
  }

  const locale: Locale = isLocale(questionnaire.locale) ? questionnaire.locale : 'en';
  const recommendation = recommend({
    answers: questionnaire.responses as Answers,
    locale,
    photo: findings,
    photoIssue,
  });
  const [row] = await db
    .insert(skinRecommendations)
    .values({
      userId: questionnaire.userId,
      questionnaireId,
      recommendation: recommendation.overview_text,
      reportText: recommendation.overview_text,
      recommendationJson: { ...recommendation, photo_overlay: overlay, photo_conditions: conditions },
      engineVersion: recommendation.engine_version,
      photoId: photo?.id ?? null,
      jobId,
    })
    .onConflictDoNothing({ target: skinRecommendations.jobId })
    .returning({ id: skinRecommendations.id });

  // The person chose not to keep the photo: it goes once it has been measured.
  if (photo && !photo.keepAfterAnalysis) {
    await storage.delete(photo.storageKey);
    await db.delete(photos).where(eq(photos.id, photo.id));
  }
  return row?.id ?? null;
}
