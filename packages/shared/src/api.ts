import { lazySchema, z } from './zod.ts';
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
  'email_taken',
  'invalid_credentials',
  'email_not_verified',
  'card_declined',
  'card_invalid',
  'pro_required',
  'payment_unavailable',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponseSchema = lazySchema(() =>
  z.object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      requestId: z.string().optional(),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  }),
);
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = lazySchema(() =>
  z.object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['pglite', 'postgres']),
  }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const localeSchema = lazySchema(() => z.enum(LOCALES));

/** The id of a stored record in a path (`/api/photos/:id`): a uuid, as the database keys them. */
export const recordIdSchema = lazySchema(() => z.uuid());

/** `?lang=de`: the language of a reply's texts, English by default (the shop, the questionnaire's texts). */
export const languageQuerySchema = lazySchema(() =>
  z.object({
    lang: localeSchema.default('en'),
  }),
);

/** GET /api/survey?lang=de: the questionnaire's texts (the spec's 'survey'; not the shop's feedback form). */
export const surveyQuerySchema = languageQuerySchema;

export const SURVEY_ITEM_TYPES = ['option', 'question', 'why'] as const;
export type SurveyItemType = (typeof SURVEY_ITEM_TYPES)[number];

export const surveyItemSchema = lazySchema(() =>
  z.object({
    questionId: z.string(),
    itemType: z.enum(SURVEY_ITEM_TYPES),
    questionNumber: z.number(),
    /** The option identifier; empty for question and why rows. */
    key: z.string(),
    /** The text in the requested language, English where that translation is empty. */
    text: z.string(),
  }),
);
export type SurveyItem = z.infer<typeof surveyItemSchema>;

export const surveyResponseSchema = lazySchema(() =>
  z.object({
    locale: localeSchema,
    items: z.array(surveyItemSchema),
  }),
);
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

// --- Accounts ---

/**
 * Passwords: at least 8 characters (NIST SP 800-63B; the spec's 6 is a deliberate deviation,
 * decision 025), and never a common or easily guessed one (password-strength.ts, checked by the
 * server); 128 bounds the hashing work.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const name = lazySchema(() => z.string().trim().min(1, { error: 'required' }).max(100));
const email = lazySchema(() =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'not a valid e-mail address' }))
    .pipe(z.string().max(254)),
);
const password = lazySchema(() =>
  z
    .string()
    .refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, { error: 'too_short' })
    .max(PASSWORD_MAX_LENGTH, { error: `at most ${PASSWORD_MAX_LENGTH} characters` }),
);

export const signupRequestSchema = lazySchema(() =>
  z.object({
    firstName: name,
    lastName: name,
    email,
    password,
    privacyConsent: z.literal(true, { error: 'the privacy policy must be accepted' }),
    marketingConsent: z.boolean().default(false),
    locale: localeSchema.default('en'),
  }),
);
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const signinRequestSchema = lazySchema(() =>
  z.object({
    email,
    password: z.string().min(1, { error: 'required' }).max(PASSWORD_MAX_LENGTH),
  }),
);
export type SigninRequest = z.input<typeof signinRequestSchema>;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const accountSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    marketingConsent: z.boolean(),
    locale: localeSchema,
    role: z.enum(ROLES),
    emailVerified: z.boolean(),
    createdAt: z.string(),
  }),
);
export type Account = z.infer<typeof accountSchema>;

export const sessionResponseSchema = lazySchema(() =>
  z.object({
    user: accountSchema.nullable(),
    /** When the session ends unless it is refreshed (ISO time); null when signed out. */
    expiresAt: z.string().nullable(),
  }),
);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const signupResponseSchema = lazySchema(() =>
  z.object({
    /** Null only when e-mail verification is on and the address was already taken (no hint given). */
    user: accountSchema.nullable(),
    /** False when e-mail verification is on: the person must confirm, then sign in. */
    signedIn: z.boolean(),
  }),
);
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const updateAccountRequestSchema = lazySchema(() =>
  z.object({
    firstName: name.optional(),
    lastName: name.optional(),
    marketingConsent: z.boolean().optional(),
    locale: localeSchema.optional(),
  }),
);
export type UpdateAccountRequest = z.input<typeof updateAccountRequestSchema>;

export const changePasswordRequestSchema = lazySchema(() =>
  z.object({
    currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    newPassword: password,
  }),
);

export const deleteAccountRequestSchema = lazySchema(() =>
  z.object({
    password: z.string().min(1, { error: 'required' }).max(PASSWORD_MAX_LENGTH),
  }),
);

/**
 * The query of the links in our e-mails (`/api/auth/core/verify-email?token=…&callbackURL=…`,
 * `/api/auth/core/reset-password/:token?callbackURL=…`), which better-auth serves. `callbackURL`
 * is where the person lands afterwards; the server also requires it to be one of our addresses.
 */
export const emailLinkQuerySchema = lazySchema(() =>
  z.object({
    token: z.string().min(1).max(2048).optional(),
    callbackURL: z.string().min(1).max(2048).optional(),
  }),
);
/** The token in the path of a password-reset link. */
export const emailLinkTokenSchema = lazySchema(() => z.string().min(10).max(200));

export const forgotPasswordRequestSchema = lazySchema(() => z.object({ email, locale: localeSchema.default('en') }));
export const resetPasswordRequestSchema = lazySchema(() =>
  z.object({ token: z.string().min(10).max(200), newPassword: password }),
);
export const okResponseSchema = lazySchema(() => z.object({ ok: z.literal(true) }));

// --- Weekly selfie reminders (decision 035) ---

export const selfieReminderSettingSchema = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    /** When the last reminder was sent (ISO time), or null. */
    lastSentAt: z.string().nullable(),
  }),
);
export type SelfieReminderSetting = z.infer<typeof selfieReminderSettingSchema>;

/** The person's own setting only: the session says whose; anything else in the body is refused. */
export const updateSelfieReminderRequestSchema = lazySchema(() =>
  z.strictObject({
    enabled: z.boolean(),
    /** Where the choice was made, recorded with the consent. */
    source: z.enum(['account', 'results']).default('account'),
  }),
);
export type UpdateSelfieReminderRequest = z.input<typeof updateSelfieReminderRequestSchema>;

/** The token of a reminder e-mail's unsubscribe link (43 characters; a longer value is no token). */
export const unsubscribeQuerySchema = lazySchema(() => z.object({ token: z.string().min(1).max(200) }));

// --- Questionnaires ---

const answerValue = lazySchema(() => z.union([z.string().max(500), z.array(z.string().max(100)).max(20)]));

export const saveQuestionnaireRequestSchema = lazySchema(() =>
  z.object({
    answers: z
      .record(z.string().max(50), answerValue)
      .refine((a) => Object.keys(a).length <= 50, { error: 'too many answers' }),
    locale: localeSchema.default('en'),
    /** A photo the person already owns (uploaded signed in, or claimed after signup). */
    photoId: z.uuid().optional(),
  }),
);
export type SaveQuestionnaireRequest = z.input<typeof saveQuestionnaireRequestSchema>;

export const questionnaireSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    mainConcern: z.string(),
    locale: localeSchema,
    photoId: z.uuid().nullable(),
    createdAt: z.string(),
  }),
);
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export const latestQuestionnaireResponseSchema = lazySchema(() =>
  z.object({ questionnaire: questionnaireSchema.nullable() }),
);

export const attachPhotoRequestSchema = lazySchema(() => z.object({ photoId: z.uuid() }));

export const latestRecommendationResponseSchema = lazySchema(() =>
  z.object({
    recommendation: z.object({ id: z.uuid(), questionnaireId: z.uuid().nullable(), createdAt: z.string() }).nullable(),
  }),
);

// --- Photos (private: served only to their owner) ---

/**
 * `POST /api/photos?keep=false`: the body is the raw image (Content-Type image/*, at most
 * SPEC.maxPhotoBytes). `keep` says whether the photo stays after its analysis (default true).
 */
/**
 * `GET /api/photos/:id?w=480`: the photo scaled to that width for a screen (the results page
 * shows it at most 384 CSS px wide), instead of the stored photo of up to 2048 px (issue 22).
 */
export const PHOTO_SCREEN_WIDTHS = ['480', '960'] as const;
export const photoReadQuerySchema = lazySchema(() => z.object({ w: z.enum(PHOTO_SCREEN_WIDTHS).optional() }));

export const photoUploadQuerySchema = lazySchema(() =>
  z.object({
    keep: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  }),
);

export const photoUploadResponseSchema = lazySchema(() =>
  z.object({
    photoId: z.uuid(),
    /** Only for an anonymous upload: proves the right to claim the photo after signup. Kept by the browser, never shown. */
    claimToken: z.string().nullable(),
    /** Of the stored JPEG, after rotation and downscaling. */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;

/**
 * `GET /api/analysis/queue`: where the person's latest assessment stands while its result is being
 * made. `waiting`: `position` assessments are ahead of it or at it (1 = next); `etaSeconds` comes
 * from the analyses finished in the last minutes (null until there are enough to measure).
 */
export const analysisQueueResponseSchema = lazySchema(() =>
  z.object({
    state: z.enum(['none', 'done', 'waiting', 'analysing']),
    position: z.number().int().positive().nullable(),
    etaSeconds: z.number().int().nonnegative().nullable(),
  }),
);
export type AnalysisQueueResponse = z.infer<typeof analysisQueueResponseSchema>;

export const claimPhotoRequestSchema = lazySchema(() => z.object({ claimToken: z.string().min(1).max(200) }));
export type ClaimPhotoRequest = z.input<typeof claimPhotoRequestSchema>;

export const claimPhotoResponseSchema = lazySchema(() => z.object({ photoId: z.uuid() }));
export type ClaimPhotoResponse = z.infer<typeof claimPhotoResponseSchema>;

// --- Recommendations ---

/** A stored recommendation. `recommendationJson` is parsed by the results page (recommendation.ts). */
export const storedRecommendationSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    questionnaireId: z.uuid().nullable(),
    photoId: z.uuid().nullable(),
    recommendation: z.string().nullable(),
    reportText: z.string().nullable(),
    recommendationJson: z.unknown(),
    createdAt: z.string(),
  }),
);
export type StoredRecommendation = z.infer<typeof storedRecommendationSchema>;
export const recommendationListResponseSchema = lazySchema(() =>
  z.object({ recommendations: z.array(storedRecommendationSchema) }),
);

// --- Waitlist and contact ---

export const waitlistRequestSchema = lazySchema(() =>
  z.object({
    email,
    privacyConsent: z.literal(true, { error: 'the privacy policy must be accepted' }),
    marketingConsent: z.boolean().default(false),
    locale: localeSchema.default('en'),
  }),
);
export type WaitlistRequest = z.input<typeof waitlistRequestSchema>;

export const contactRequestSchema = lazySchema(() =>
  z.object({
    name: z.string().trim().min(1, { error: 'required' }).max(100),
    email,
    subject: z.string().trim().min(1, { error: 'required' }).max(200),
    message: z.string().trim().min(1, { error: 'required' }).max(5000),
    locale: localeSchema.default('en'),
  }),
);
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const photoListResponseSchema = lazySchema(() =>
  z.object({
    photos: z.array(z.object({ id: z.uuid(), width: z.number(), height: z.number(), createdAt: z.string() })),
  }),
);
export type PhotoListResponse = z.infer<typeof photoListResponseSchema>;
