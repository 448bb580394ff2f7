import { lazySchema, z } from './zod.ts';

/**
 * Click tracking and the statistics page: the event types, the tracking request, the spec's
 * event statistics rows and the conversion figure.
 */

/** Every event type the product tracks; the spec's two clicks first. New types are added here. */
export const EVENT_TYPES = [
  'purchase_products_click',
  'proceed_to_checkout_click',
  'pro_upgrade_click',
  'plan_select_click',
  'cart_view',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The two clicks the statistics page shows. */
export const STATISTICS_EVENT_TYPES = [
  'purchase_products_click',
  'proceed_to_checkout_click',
] as const satisfies readonly EventType[];

/** Event data larger than this (as JSON, in bytes) is refused. */
export const EVENT_DATA_MAX_BYTES = 2048;
/** Days in the statistics page's daily chart (today included). */
export const STATISTICS_DAYS = 30;

export const trackEventRequestSchema = lazySchema(() =>
  z.object({
    eventType: z.enum(EVENT_TYPES),
    /** The analytics session id kept in the browser's session storage. */
    sessionId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[\w-]+$/, { error: 'letters, digits, - and _ only' }),
    eventData: z.record(z.string(), z.unknown()).optional(),
    pageUrl: z.string().max(2048).optional(),
  }),
);
export type TrackEventRequest = z.infer<typeof trackEventRequestSchema>;

/** The spec's event statistics row (section 3), named as the spec names it. */
export const eventStatisticsRowSchema = lazySchema(() =>
  z.object({
    event_type: z.enum(EVENT_TYPES),
    total_count: z.number().int().nonnegative(),
    unique_sessions: z.number().int().nonnegative(),
    today_count: z.number().int().nonnegative(),
    this_week_count: z.number().int().nonnegative(),
  }),
);
export type EventStatisticsRow = z.infer<typeof eventStatisticsRowSchema>;

export const statisticsResponseSchema = lazySchema(() =>
  z.object({
    rows: z.array(eventStatisticsRowSchema),
    /** The last STATISTICS_DAYS days in the server's time zone, oldest first, every day present. */
    daily: z.array(
      z.object({
        day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        purchase_products_click: z.number().int().nonnegative(),
        proceed_to_checkout_click: z.number().int().nonnegative(),
      }),
    ),
    /** The IANA time zone "today" and "this week" (from Monday) are counted in. */
    timeZone: z.string(),
    generatedAt: z.string(),
  }),
);
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;

/**
 * Checkouts divided by purchase clicks, as a percentage with one decimal ('66.7'), formatted for
 * the language ('66,7' in German); '0' when there are no purchase clicks.
 */
export function formatConversionRate(purchaseClicks: number, checkoutClicks: number, locale = 'en'): string {
  if (!(purchaseClicks > 0)) return '0';
  const percent = (checkoutClicks / purchaseClicks) * 100;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(Math.round(percent * 10) / 10);
}
