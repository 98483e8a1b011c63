-- Open event streams of every server process, so the per-session and per-user stream limit
-- holds across processes (docs/decisions/0020-safe-by-default.md).
CREATE TABLE IF NOT EXISTS "event_stream" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_stream_user_idx" ON "event_stream" USING btree ("user_id","opened_at");
