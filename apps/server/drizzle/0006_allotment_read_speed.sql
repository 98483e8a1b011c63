CREATE TABLE "data_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
DROP INDEX "allotment_ai_rank_idx";--> statement-breakpoint
DROP INDEX "allotment_counselling_rank_idx";--> statement-breakpoint
DROP INDEX "allotment_institute_sort_idx";--> statement-breakpoint
DROP INDEX "allotment_course_sort_idx";--> statement-breakpoint
CREATE INDEX "allotment_ai_rank_desc_idx" ON "allotment" USING btree ("counselling_id","ai_rank" DESC NULLS LAST,"year","round","id");--> statement-breakpoint
CREATE INDEX "allotment_institute_sort_desc_idx" ON "allotment" USING btree ("counselling_id","institute_name" DESC NULLS LAST,"year","round","ai_rank","id");--> statement-breakpoint
CREATE INDEX "allotment_course_sort_desc_idx" ON "allotment" USING btree ("counselling_id","course_name" DESC NULLS LAST,"year","round","ai_rank","id");--> statement-breakpoint
CREATE INDEX "allotment_counselling_rank_desc_idx" ON "allotment" USING btree ("counselling_id","counselling_rank" DESC NULLS LAST,"year","round","ai_rank","id");--> statement-breakpoint
CREATE INDEX "allotment_ai_rank_idx" ON "allotment" USING btree ("counselling_id","ai_rank","year","round","id");--> statement-breakpoint
CREATE INDEX "allotment_counselling_rank_idx" ON "allotment" USING btree ("counselling_id","counselling_rank","year","round","ai_rank","id");--> statement-breakpoint
CREATE INDEX "allotment_institute_sort_idx" ON "allotment" USING btree ("counselling_id","institute_name","year","round","ai_rank","id");--> statement-breakpoint
CREATE INDEX "allotment_course_sort_idx" ON "allotment" USING btree ("counselling_id","course_name","year","round","ai_rank","id");--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (true, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_version" SET "version" = "version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  data_table text;
BEGIN
  -- Every table the data screens, facets and counselling lists read.
  FOREACH data_table IN ARRAY ARRAY['counselling', 'counselling_round', 'institute', 'university',
    'course', 'allotment', 'closing_rank', 'seat_matrix', 'fee']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version()', data_table || '_data_version',
      data_table);
  END LOOP;
END $$;
