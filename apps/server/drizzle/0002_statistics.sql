CREATE TABLE "user_event_buckets" (
	"event_type" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"new_sessions" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_event_buckets_event_type_bucket_pk" PRIMARY KEY("event_type","bucket")
);
--> statement-breakpoint
CREATE TABLE "user_event_sessions" (
	"event_type" text NOT NULL,
	"session_id" text NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "user_event_sessions_event_type_session_id_pk" PRIMARY KEY("event_type","session_id")
);
--> statement-breakpoint
-- The rollup is kept by this trigger (docs/decisions/009-click-statistics.md): every new event
-- counts once in its 15-minute bucket (UTC), and its session once per event type.
CREATE FUNCTION "user_events_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	fresh integer;
BEGIN
	INSERT INTO "user_event_sessions" ("event_type", "session_id", "first_seen")
	VALUES (NEW."event_type", NEW."session_id", NEW."created_at")
	ON CONFLICT DO NOTHING;
	GET DIAGNOSTICS fresh = ROW_COUNT;
	INSERT INTO "user_event_buckets" ("event_type", "bucket", "count", "new_sessions")
	VALUES (NEW."event_type", date_bin('15 minutes', NEW."created_at", TIMESTAMPTZ '2000-01-01 00:00:00+00'), 1, fresh)
	ON CONFLICT ("event_type", "bucket") DO UPDATE SET
		"count" = "user_event_buckets"."count" + 1,
		"new_sessions" = "user_event_buckets"."new_sessions" + EXCLUDED."new_sessions";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_events_rollup" AFTER INSERT ON "user_events" FOR EACH ROW EXECUTE FUNCTION "user_events_rollup"();
--> statement-breakpoint
-- Events recorded before this migration.
INSERT INTO "user_event_sessions" ("event_type", "session_id", "first_seen")
SELECT "event_type", "session_id", min("created_at") FROM "user_events" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "user_event_buckets" ("event_type", "bucket", "count", "new_sessions")
SELECT e."event_type", e."bucket", e."count", coalesce(s."fresh", 0)
FROM (
	SELECT "event_type", date_bin('15 minutes', "created_at", TIMESTAMPTZ '2000-01-01 00:00:00+00') AS "bucket", count(*) AS "count"
	FROM "user_events" GROUP BY 1, 2
) e
LEFT JOIN (
	SELECT "event_type", date_bin('15 minutes', "first_seen", TIMESTAMPTZ '2000-01-01 00:00:00+00') AS "bucket", count(*) AS "fresh"
	FROM "user_event_sessions" GROUP BY 1, 2
) s ON s."event_type" = e."event_type" AND s."bucket" = e."bucket";
