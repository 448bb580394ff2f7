import { lazySchema, z } from './zod.ts';
import { localeSchema } from './api.ts';

/**
 * Plans, products, cart, checkout, orders and subscriptions: the HTTP contract.
 *
 * The browser only ever sends product ids and quantities; every amount is computed on the server
 * from its own catalogue (DESIGN.md section 3). Request schemas are strict: a request carrying a
 * price, an amount or any other unknown field is refused, not silently ignored.
 */

/** The plans of spec section 9, by id. */
export const PLAN_IDS = ['pro', 'pro-kit', 'ultra-kit'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** A plan in a path (`/api/plans/:planId/checkout`). */
export const planIdSchema = lazySchema(() => z.enum(PLAN_IDS));
/** The plan marked 'most popular'. */
export const MOST_POPULAR_PLAN: PlanId = 'pro-kit';

/** The spec's three sample cart products (Gentle Cleansing Foam, Hydrating Serum, Nourishing Night Cream). */
export const SAMPLE_PRODUCT_IDS = ['gentle-cleansing-foam', 'hydrating-serum', 'nourishing-night-cream'] as const;

export const CART_MAX_QUANTITY = 10;
export const CART_MAX_LINES = 30;

export const productIdSchema = lazySchema(() =>
  z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/, { error: 'not a product id' }),
);

export const cartItemInputSchema = lazySchema(() =>
  z.strictObject({
    productId: productIdSchema,
    quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
  }),
);
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

export const cartItemsSchema = lazySchema(() =>
  z
    .array(cartItemInputSchema)
    .max(CART_MAX_LINES)
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
      error: 'a product appears twice',
    }),
);

// --- Catalogue: GET /api/catalogue?lang=de ---

export const planSchema = lazySchema(() =>
  z.object({
    id: z.enum(PLAN_IDS),
    title: z.string(),
    description: z.string(),
    priceCents: z.number().int().positive(),
    currency: z.literal('eur'),
    /** 'month' for the two subscriptions, 'once' for the one-off test kit. */
    billing: z.enum(['month', 'once']),
    /** Path of the plan's picture (served by the web app). */
    image: z.string(),
    features: z.array(z.string()).length(5),
    mostPopular: z.boolean(),
  }),
);
export type Plan = z.infer<typeof planSchema>;

export const productSchema = lazySchema(() =>
  z.object({
    id: productIdSchema,
    name: z.string(),
    description: z.string(),
    /** The routine's product type (cleanser, serum, ...): picks the picture and matches routine steps. */
    productType: z.string(),
    priceCents: z.number().int().positive(),
    currency: z.literal('eur'),
    image: z.string(),
    /** What it contains that a routine step can ask for (INCI-style names, as the engine writes them). */
    actives: z.array(z.string()).default([]),
    /** A sunscreen's protection factor. */
    spf: z.number().int().positive().nullable().default(null),
    /** A night product: never suggested for a morning step. */
    eveningOnly: z.boolean().default(false),
  }),
);
export type Product = z.infer<typeof productSchema>;

export const catalogueResponseSchema = lazySchema(() =>
  z.object({
    plans: z.array(planSchema),
    products: z.array(productSchema),
  }),
);
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;

// --- Cart ---

export const cartLineSchema = lazySchema(() =>
  productSchema.extend({
    quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
    lineCents: z.number().int().nonnegative(),
  }),
);
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * A priced cart. `unavailable` lists ids the request named that the catalogue no longer sells
 * (a cart kept in the browser for weeks); the web app drops them from its copy.
 */
export const cartResponseSchema = lazySchema(() =>
  z.object({
    lines: z.array(cartLineSchema),
    subtotalCents: z.number().int().nonnegative(),
    shippingCents: z.number().int().nonnegative(),
    totalCents: z.number().int().nonnegative(),
    currency: z.literal('eur'),
    unavailable: z.array(z.string()),
  }),
);
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** POST /api/cart/quote (anyone): prices a cart the browser keeps. */
export const cartQuoteRequestSchema = lazySchema(() =>
  z.strictObject({ items: cartItemsSchema, locale: localeSchema.default('en') }),
);
export type CartQuoteRequest = z.input<typeof cartQuoteRequestSchema>;

/** POST /api/cart/merge (signed in): adds a signed-out cart to the account's cart (quantities add up, capped). */
export const cartMergeRequestSchema = cartQuoteRequestSchema;
export type CartMergeRequest = z.input<typeof cartMergeRequestSchema>;

/** PUT /api/cart/items/:productId (signed in): sets a line's quantity; 0 removes the line. */
export const cartSetQuantityRequestSchema = lazySchema(() =>
  z.strictObject({
    quantity: z.number().int().min(0).max(CART_MAX_QUANTITY),
    locale: localeSchema.default('en'),
  }),
);
export type CartSetQuantityRequest = z.input<typeof cartSetQuantityRequestSchema>;

// GET /api/cart?lang=de and DELETE /api/cart/items/:productId?lang=de (signed in) answer a CartResponse too.

// --- Shop settings: GET /api/shop ---

export const SHOP_MODES = ['live', 'not-launched'] as const;
export type ShopMode = (typeof SHOP_MODES)[number];

export const shopResponseSchema = lazySchema(() =>
  z.object({
    mode: z.enum(SHOP_MODES),
    provider: z.enum(['test', 'stripe']),
    /** The feedback form the /survey page embeds; null means our own form (POST /api/feedback). */
    surveyFormUrl: z.string().nullable(),
  }),
);
export type ShopResponse = z.infer<typeof shopResponseSchema>;

// --- Checkout ---

/** POST /api/checkout (anyone): one checkout session for the whole cart. */
export const checkoutRequestSchema = lazySchema(() =>
  z.strictObject({
    items: cartItemsSchema.refine((items) => items.length > 0, { error: 'the cart is empty' }),
    locale: localeSchema.default('en'),
  }),
);
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** POST /api/plans/:planId/checkout (signed in): subscribe to a plan or buy the one-off kit. */
export const planCheckoutRequestSchema = lazySchema(() => z.strictObject({ locale: localeSchema.default('en') }));
export type PlanCheckoutRequest = z.input<typeof planCheckoutRequestSchema>;

/**
 * Where the browser goes next: the payment provider's page (live), or /survey when the shop has
 * not launched yet (the click is still recorded by the web app's event tracking).
 */
export const checkoutResponseSchema = lazySchema(() =>
  z.object({
    mode: z.enum(SHOP_MODES),
    url: z.string(),
  }),
);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

// --- Orders ---

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    /** The provider's checkout session id: the order reference shown on /payment-success. */
    reference: z.string(),
    status: z.enum(ORDER_STATUSES),
    items: z.array(
      z.object({ productId: z.string(), name: z.string(), unitCents: z.number().int(), quantity: z.number().int() }),
    ),
    subtotalCents: z.number().int(),
    shippingCents: z.number().int(),
    totalCents: z.number().int(),
    currency: z.literal('eur'),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  }),
);
export type Order = z.infer<typeof orderSchema>;

/**
 * A checkout reference in a path (`/api/orders/by-reference/:reference`, the test provider's
 * `/api/test-payments/:sessionId`): a payment provider's session id (Stripe's `cs_live_…`, the
 * test provider's `tps_…`) or an order's uuid.
 */
export const checkoutReferenceSchema = lazySchema(() =>
  z
    .string()
    .max(255)
    .regex(/^[\w-]+$/, { error: 'not a checkout reference' }),
);

/** GET /api/orders (signed in): one's own orders, newest first. */
export const orderListResponseSchema = lazySchema(() => z.object({ orders: z.array(orderSchema) }));
/**
 * GET /api/orders/by-reference/:reference: the order of a checkout session. An account's order
 * is shown only to that account; a signed-out purchase to whoever holds its unguessable reference.
 */
export const orderResponseSchema = lazySchema(() => z.object({ order: orderSchema }));

// --- Subscriptions ---

export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** GET /api/subscription (check-subscription), POST /api/subscription/cancel. */
export const subscriptionResponseSchema = lazySchema(() =>
  z.object({
    subscription: z
      .object({
        planId: z.enum(PLAN_IDS),
        planTitle: z.string(),
        status: z.enum(SUBSCRIPTION_STATUSES),
        currentPeriodEnd: z.string().nullable(),
        cancelAtPeriodEnd: z.boolean(),
      })
      .nullable(),
    /** Whether the Pro features are unlocked now (an active subscription, or a paid Ultra kit). */
    pro: z.boolean(),
  }),
);
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** POST /api/subscription/portal (signed in, with a subscription): the billing portal, opened in a new tab. */
export const portalResponseSchema = lazySchema(() => z.object({ url: z.string() }));

// --- The built-in test payment provider's checkout page (/checkout/test?session=...) ---

/** The test cards of the built-in provider (the same numbers Stripe's test mode uses). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** GET /api/test-payments/:sessionId */
export const testPaymentSessionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(['payment', 'subscription']),
    status: z.enum(['open', 'complete', 'expired']),
    lines: z.array(z.object({ name: z.string(), unitCents: z.number().int(), quantity: z.number().int() })),
    shippingCents: z.number().int(),
    totalCents: z.number().int(),
    currency: z.literal('eur'),
    /** 'month' for a subscription's recurring amount. */
    interval: z.enum(['month']).nullable(),
    cancelUrl: z.string(),
  }),
);
export type TestPaymentSession = z.infer<typeof testPaymentSessionSchema>;

/** POST /api/test-payments/:sessionId/pay; a declined card answers 402 with code card_declined. */
export const testPaymentRequestSchema = lazySchema(() =>
  z.strictObject({
    cardNumber: z.string().trim().min(12).max(23),
    /** MM/YY, in the future. */
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: 'MM/YY' }),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, { error: '3 or 4 digits' }),
    name: z.string().trim().min(1).max(100),
  }),
);
export type TestPaymentRequest = z.input<typeof testPaymentRequestSchema>;

export const testPaymentResponseSchema = lazySchema(() => z.object({ redirectUrl: z.string() }));

// --- Feedback (the /survey page's own form, while the shop has not launched) ---

export const FEEDBACK_PRICE_RANGES = ['under-20', '20-40', '40-60', 'over-60'] as const;

/** POST /api/feedback (anyone). */
export const feedbackRequestSchema = lazySchema(() =>
  z.strictObject({
    /** How likely the person is to buy personalised products, 1 (not at all) to 5 (very). */
    interest: z.number().int().min(1).max(5),
    productTypes: z.array(z.string().min(1).max(40)).max(12).default([]),
    priceRange: z.enum(FEEDBACK_PRICE_RANGES).nullable().default(null),
    comments: z.string().trim().max(2000).default(''),
    email: z.email().max(254).nullable().default(null),
    locale: localeSchema.default('en'),
  }),
);
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

// --- Pro analysis on the results page: GET /api/recommendations/:id/pro (403 pro_required without Pro) ---

export const PRO_METRIC_KEYS = [
  'skin_barrier_function',
  'collagen_density',
  'fine_line_analysis',
  'pigmentation_uniformity',
] as const;
export type ProMetricKey = (typeof PRO_METRIC_KEYS)[number];

export const proAnalysisResponseSchema = lazySchema(() =>
  z.object({
    metrics: z.array(
      z.object({
        key: z.enum(PRO_METRIC_KEYS),
        /** 0-100, higher is better; null when the result has not enough information for it (docs/decisions/027). */
        score: z.number().int().min(0).max(100).nullable(),
        /** 'photo' when measured on the photo (with the answers), 'answers' when estimated from the answers only. */
        basis: z.enum(['photo', 'answers']),
        /** What the score is made of, in the assessment's language. */
        detail: z.string(),
        /** The measurements or answers behind it, each with its label and value as shown. */
        evidence: z.array(z.object({ label: z.string(), value: z.string() })),
      }),
    ),
  }),
);
export type ProAnalysisResponse = z.infer<typeof proAnalysisResponseSchema>;
