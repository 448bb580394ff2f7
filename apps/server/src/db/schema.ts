/**
 * The whole relational schema: every entity of the specification's section 3, plus what
 * accounts, consents, payments and mail need. Migrations in ../../drizzle are generated from
 * this file (`npm run db:generate`) and applied at start.
 *
 * Conventions: snake_case names, `created_at` on every row, uuid ids for what users own
 * (the spec: user ids are UUIDs), foreign keys that cascade from the user so that deleting an
 * account leaves nothing behind (events keep no link: `set null`).
 */
import {
  bigint,
  smallint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// --- Accounts (the table shapes better-auth expects, with our extra user fields) ---

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters live in the database so that they hold across server processes. */
export const rateLimits = pgTable('rate_limits', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

/** Every consent given or withdrawn, with the policy version it referred to. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    kind: text('kind', { enum: ['privacy', 'marketing', 'selfie_reminders'] }).notNull(),
    granted: boolean('granted').notNull(),
    policyVersion: text('policy_version').notNull(),
    /** Where it was given: a form, or (withdrawn only) the one-click unsubscribe link of a reminder e-mail. */
    source: text('source', { enum: ['signup', 'account', 'waitlist', 'results', 'unsubscribe_link'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consents_user_id_idx').on(t.userId, t.createdAt)],
);

// --- Questionnaire and analysis ---

/** Survey texts: one row per question, option and "why we ask" text, in four languages. */
export const survey = pgTable(
  'survey',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: text('question_id').notNull(),
    itemType: text('item_type', { enum: ['question', 'option', 'why'] }).notNull(),
    questionNumber: integer('question_number').notNull(),
    /** Option identifier; '' for question and why rows (so the unique key needs no NULL rules). */
    key: text('key').notNull().default(''),
    /** Keeps options in their written order within a question. */
    sortOrder: integer('sort_order').notNull().default(0),
    en: text('en').notNull(),
    de: text('de').notNull().default(''),
    fr: text('fr').notNull().default(''),
    es: text('es').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('survey_item_unique').on(t.questionId, t.itemType, t.key),
    index('survey_order_idx').on(t.questionNumber, t.itemType, t.sortOrder),
  ],
);

/** Face photos. Private: stored under an opaque key, never at a public URL. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null while the photo is an anonymous upload waiting to be claimed at signup. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    /** SHA-256 of the claim token handed to the anonymous uploader; the token itself is not kept. */
    claimTokenHash: text('claim_token_hash'),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    keepAfterAnalysis: boolean('keep_after_analysis').notNull().default(true),
    /** Unclaimed temporary uploads are deleted after this moment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('photos_user_id_idx').on(t.userId), index('photos_expires_at_idx').on(t.expiresAt)],
);

export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The answers: question id to a string or a list of strings. */
    responses: jsonb('responses').$type<Record<string, string | string[]>>().notNull(),
    /** The spec's column 'What are your main concerns?', named for what it is (docs/decisions). */
    mainConcern: text('main_concern').notNull().default('general'),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('questionnaire_responses_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const skinRecommendations = pgTable(
  'skin_recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id').references(() => questionnaireResponses.id, {
      onDelete: 'cascade',
    }),
    recommendation: text('recommendation'),
    reportText: text('report_text'),
    recommendationJson: jsonb('recommendation_json').$type<Record<string, unknown>>(),
    engineVersion: text('engine_version'),
    /** The photo this analysis measured, if any (a new photo gives a new recommendation). */
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    /** The analysis job that wrote it: a retried job never writes twice. */
    jobId: text('job_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('skin_recommendations_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The analyses finished lately, for the queue's measured throughput (issue 20).
    index('skin_recommendations_created_idx').on(t.createdAt),
    index('skin_recommendations_questionnaire_idx').on(t.questionnaireId),
  ],
);

// --- Analytics ---

export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id').notNull(),
    eventType: text('event_type').notNull(),
    eventData: jsonb('event_data').$type<Record<string, unknown>>(),
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_events_type_created_idx').on(t.eventType, t.createdAt),
    index('user_events_type_session_idx').on(t.eventType, t.sessionId),
  ],
);

/**
 * The statistics rollup (docs/decisions/009): counts of each event type per 15-minute bucket
 * (UTC), so "today" and "this week" in any time zone are exact sums of a few thousand rows, and
 * each bucket's sessions seen for the first time. Maintained by a trigger on user_events
 * (migration 0002); rebuilt from user_events by `rebuildEventRollup`.
 */
export const userEventBuckets = pgTable(
  'user_event_buckets',
  {
    eventType: text('event_type').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    /**
     * Concurrent inserts add to one of 16 rows per bucket instead of queueing on one hot row; the
     * hourly compaction folds older buckets back into shard 0 so reads stay small.
     */
    shard: smallint('shard').notNull().default(0),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    newSessions: bigint('new_sessions', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventType, t.bucket, t.shard] })],
);

/** Each (event type, session) once, with the first time it was seen: unique sessions, exactly. */
export const userEventSessions = pgTable(
  'user_event_sessions',
  {
    eventType: text('event_type').notNull(),
    sessionId: text('session_id').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventType, t.sessionId] })],
);

// --- Marketing and contact ---

export const waitlistEntries = pgTable('waitlist_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased: one entry per address. */
  email: text('email').notNull().unique(),
  privacyConsent: boolean('privacy_consent').notNull(),
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_user_id_idx').on(t.userId)],
);

/** The mail outbox: the default mail transport, and the record of what was sent by SMTP. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers sent with the message (List-Unsubscribe on reminders, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    locale: text('locale').notNull().default('en'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_user_id_idx').on(t.userId)],
);

/**
 * Weekly selfie reminders (decision 035): one row per person who ever chose, on or off. The
 * consent itself is recorded in `consents` (kind 'selfie_reminders', with the policy version);
 * this row is what the weekly job reads. `lastSentWeek` ('2026-W48', ISO week in TIME_ZONE) is
 * claimed by a conditional update before a mail is sent: one reminder per person per week, however
 * many workers run the job.
 */
export const selfieReminders = pgTable(
  'selfie_reminders',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    lastSentWeek: text('last_sent_week'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('selfie_reminders_enabled_idx').on(t.enabled, t.lastSentWeek)],
);

// --- Catalogue, cart, orders and subscriptions ---

/** Plans and products; prices live only here, never in a request. */
export const products = pgTable('products', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['product', 'plan'] }).notNull(),
  productType: text('product_type'),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('eur'),
  /** For plans: 'month' for subscriptions, null for the one-off kit. */
  billingInterval: text('billing_interval', { enum: ['month'] }),
  image: text('image').notNull().default('default.png'),
  /** Name, description and features per language. */
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  /** What a product contains and how it is used, for matching it to routine steps (routine-products.ts). */
  attributes: jsonb('attributes')
    .$type<{ actives?: string[]; spf?: number; eveningOnly?: boolean }>()
    .notNull()
    .default({}),
  stripePriceId: text('stripe_price_id'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept, unlinked, when the account is deleted: transactions are kept 7 years (privacy policy). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id').unique(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When the account it belonged to was deleted: kept for the books, unlinked from anyone, and
     * readable by nobody (not even with its reference) from then on.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('orders_user_id_idx').on(t.userId, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    unitCents: integer('unit_cents').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => products.id),
    status: text('status', {
      enum: ['incomplete', 'active', 'past_due', 'canceled'],
    }).notNull(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    providerCustomerId: text('provider_customer_id'),
    /** The checkout session that started it: the provider's notification finds the row by it. */
    checkoutSessionId: text('checkout_session_id').unique(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_user_id_idx').on(t.userId)],
);

/** Payment-provider notifications already handled: each event is processed once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/**
 * The built-in test payment provider's checkout sessions: what our own card page charges. A
 * session pays an order or starts a subscription, once.
 */
export const testPaymentSessions = pgTable('test_payment_sessions', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['payment', 'subscription'] }).notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /**
   * The provider's side of a paid subscription session, kept here and not in `subscriptions`: the
   * test provider, like Stripe, only reports; fulfilment.ts records (decision 028).
   */
  providerSubscriptionId: text('provider_subscription_id').unique(),
  customerId: text('customer_id'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: createdAt(),
});

/** Answers to our own feedback form on /survey (while the shop has not launched). */
export const feedbackResponses = pgTable(
  'feedback_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    interest: smallint('interest').notNull(),
    productTypes: jsonb('product_types').$type<string[]>().notNull(),
    priceRange: text('price_range'),
    comments: text('comments').notNull().default(''),
    email: text('email'),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_responses_created_idx').on(t.createdAt),
    index('feedback_responses_user_id_idx').on(t.userId),
  ],
);
