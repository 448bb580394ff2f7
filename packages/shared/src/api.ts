import { z } from 'zod';
import { LOCALES } from './locales.ts';

/**
 * Request and response schemas of the HTTP API. The server validates with them and the web
 * client parses with them, so both sides agree on every shape.
 */

/** Codes of every error the API can answer with; the web app translates them by code. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    requestId: z.string().optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const localeSchema = z.enum(LOCALES);

export const surveyQuerySchema = z.object({
  lang: localeSchema.default('en'),
});

export const SURVEY_ITEM_TYPES = ['option', 'question', 'why'] as const;
export type SurveyItemType = (typeof SURVEY_ITEM_TYPES)[number];

export const surveyItemSchema = z.object({
  questionId: z.string(),
  itemType: z.enum(SURVEY_ITEM_TYPES),
  questionNumber: z.number(),
  /** The option identifier; empty for question and why rows. */
  key: z.string(),
  /** The text in the requested language, English where that translation is empty. */
  text: z.string(),
});
export type SurveyItem = z.infer<typeof surveyItemSchema>;

export const surveyResponseSchema = z.object({
  locale: localeSchema,
  items: z.array(surveyItemSchema),
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;
