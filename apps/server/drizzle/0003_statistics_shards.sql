ALTER TABLE "user_event_buckets" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_event_buckets" DROP CONSTRAINT "user_event_buckets_event_type_bucket_pk";--> statement-breakpoint
ALTER TABLE "user_event_buckets" ADD CONSTRAINT "user_event_buckets_event_type_bucket_shard_pk" PRIMARY KEY("event_type","bucket","shard");--> statement-breakpoint
-- Each insert adds to one of 16 rows of its bucket (by event id), so concurrent inserts no longer
-- queue on one hot row; compactEventBuckets() folds older shards back into shard 0.
CREATE OR REPLACE FUNCTION "user_events_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	fresh integer;
BEGIN
	INSERT INTO "user_event_sessions" ("event_type", "session_id", "first_seen")
	VALUES (NEW."event_type", NEW."session_id", NEW."created_at")
	ON CONFLICT DO NOTHING;
	GET DIAGNOSTICS fresh = ROW_COUNT;
	INSERT INTO "user_event_buckets" ("event_type", "bucket", "shard", "count", "new_sessions")
	VALUES (NEW."event_type", date_bin('15 minutes', NEW."created_at", TIMESTAMPTZ '2000-01-01 00:00:00+00'), (NEW."id" % 16)::smallint, 1, fresh)
	ON CONFLICT ("event_type", "bucket", "shard") DO UPDATE SET
		"count" = "user_event_buckets"."count" + 1,
		"new_sessions" = "user_event_buckets"."new_sessions" + EXCLUDED."new_sessions";
	RETURN NULL;
END
$$;
