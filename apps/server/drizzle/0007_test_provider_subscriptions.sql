ALTER TABLE "test_payment_sessions" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD CONSTRAINT "test_payment_sessions_provider_subscription_id_unique" UNIQUE("provider_subscription_id");--> statement-breakpoint
-- The test provider's subscriptions paid before this migration: their provider-side state was
-- kept in "subscriptions"; copied to the session that paid them, so they can still be cancelled.
UPDATE "test_payment_sessions" AS s SET
  "provider_subscription_id" = sub."provider_subscription_id",
  "customer_id" = sub."provider_customer_id",
  "current_period_end" = sub."current_period_end",
  "cancel_at_period_end" = sub."cancel_at_period_end"
FROM "subscriptions" AS sub
WHERE s."subscription_id" = sub."id" AND s."status" = 'complete' AND sub."provider" = 'test';
