CREATE TABLE "cutoff_row" (
	"counselling_id" text NOT NULL,
	"institute_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"quota" text NOT NULL,
	"allotted_category" text NOT NULL,
	"institute_name" text NOT NULL,
	"state" text,
	"course_name" text NOT NULL,
	"ai_ranks" jsonb NOT NULL,
	"counselling_ranks" jsonb NOT NULL,
	"latest_ai_rank" integer,
	"latest_counselling_rank" integer,
	CONSTRAINT "cutoff_row_counselling_id_institute_id_course_id_quota_allotted_category_pk" PRIMARY KEY("counselling_id","institute_id","course_id","quota","allotted_category")
);
--> statement-breakpoint
ALTER TABLE "cutoff_row" ADD CONSTRAINT "cutoff_row_counselling_id_counselling_id_fk" FOREIGN KEY ("counselling_id") REFERENCES "public"."counselling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cutoff_row" ADD CONSTRAINT "cutoff_row_institute_id_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institute"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cutoff_row" ADD CONSTRAINT "cutoff_row_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cutoff_row_default_idx" ON "cutoff_row" USING btree ("counselling_id","institute_name","course_name","quota","allotted_category","institute_id","course_id");--> statement-breakpoint
CREATE INDEX "cutoff_row_institute_desc_idx" ON "cutoff_row" USING btree ("counselling_id","institute_name" DESC NULLS LAST,"course_name","quota","allotted_category","institute_id","course_id");--> statement-breakpoint
CREATE INDEX "cutoff_row_course_idx" ON "cutoff_row" USING btree ("counselling_id","course_name","institute_name","quota","allotted_category","institute_id","course_id");--> statement-breakpoint
CREATE INDEX "cutoff_row_course_desc_idx" ON "cutoff_row" USING btree ("counselling_id","course_name" DESC NULLS LAST,"institute_name","quota","allotted_category","institute_id","course_id");--> statement-breakpoint
CREATE INDEX "cutoff_row_ai_idx" ON "cutoff_row" USING btree ("counselling_id","latest_ai_rank","institute_name","course_name","quota","allotted_category","institute_id","course_id");--> statement-breakpoint
CREATE INDEX "cutoff_row_ai_desc_idx" ON "cutoff_row" USING btree ("counselling_id","latest_ai_rank" DESC NULLS LAST,"institute_name","course_name","quota","allotted_category","institute_id","course_id");--> statement-breakpoint
CREATE INDEX "cutoff_row_counselling_idx" ON "cutoff_row" USING btree ("counselling_id","latest_counselling_rank","institute_name","course_name","quota","allotted_category","institute_id","course_id");--> statement-breakpoint
CREATE INDEX "cutoff_row_counselling_desc_idx" ON "cutoff_row" USING btree ("counselling_id","latest_counselling_rank" DESC NULLS LAST,"institute_name","course_name","quota","allotted_category","institute_id","course_id");--> statement-breakpoint
CREATE INDEX "cutoff_row_institute_idx" ON "cutoff_row" USING btree ("institute_id");--> statement-breakpoint
-- Hand-written backfill: an upgraded database answers the pivot without a re-import. The same
-- statement as deriveCounselling's (apps/server/src/data/derive.ts), for every counselling.
INSERT INTO "cutoff_row" ("counselling_id", "institute_id", "course_id", "quota",
  "allotted_category", "institute_name", "state", "course_name", "ai_ranks", "counselling_ranks",
  "latest_ai_rank", "latest_counselling_rank")
SELECT "counselling_id", "institute_id", "course_id", "quota", "allotted_category",
  min("institute_name"), min("state"), min("course_name"),
  jsonb_object_agg("year"::text || '-' || "round"::text, "closing_ai_rank"),
  jsonb_object_agg("year"::text || '-' || "round"::text, "closing_counselling_rank"),
  (array_agg("closing_ai_rank" ORDER BY "year" DESC, "round" DESC))[1],
  (array_agg("closing_counselling_rank" ORDER BY "year" DESC, "round" DESC))[1]
FROM "closing_rank"
GROUP BY "counselling_id", "institute_id", "course_id", "quota", "allotted_category";--> statement-breakpoint
-- The pivot rows are screen data too: writes to them move the data version (migration 0006).
CREATE TRIGGER "cutoff_row_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "cutoff_row" FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
