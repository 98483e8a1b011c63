-- Every allotment sort index INCLUDEs the screen's low-cardinality filters (quota, category,
-- state), so a page filtered on them is read from the index alone, and the planner still sees
-- only the order columns as keys (docs/decisions/0046-filters-in-sort-indexes.md). Drizzle cannot
-- declare INCLUDE: apps/server/src/db/schema/data.ts names the keys, this file the rest.
DROP INDEX IF EXISTS "allotment_scope_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "allotment_ai_rank_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "allotment_ai_rank_desc_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "allotment_institute_sort_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "allotment_institute_sort_desc_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "allotment_course_sort_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "allotment_course_sort_desc_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "allotment_counselling_rank_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "allotment_counselling_rank_desc_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "allotment_fee_sort_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "allotment_fee_sort_desc_idx";--> statement-breakpoint
CREATE INDEX "allotment_scope_idx" ON "allotment" USING btree ("counselling_id","year" DESC,"round","ai_rank","id") INCLUDE ("quota","allotted_category","state");--> statement-breakpoint
CREATE INDEX "allotment_ai_rank_idx" ON "allotment" USING btree ("counselling_id","ai_rank","year","round","id") INCLUDE ("quota","allotted_category","state");--> statement-breakpoint
CREATE INDEX "allotment_ai_rank_desc_idx" ON "allotment" USING btree ("counselling_id","ai_rank" DESC NULLS LAST,"year","round","id") INCLUDE ("quota","allotted_category","state");--> statement-breakpoint
CREATE INDEX "allotment_institute_sort_idx" ON "allotment" USING btree ("counselling_id","institute_name","year","round","ai_rank","id") INCLUDE ("quota","allotted_category","state");--> statement-breakpoint
CREATE INDEX "allotment_institute_sort_desc_idx" ON "allotment" USING btree ("counselling_id","institute_name" DESC NULLS LAST,"year","round","ai_rank","id") INCLUDE ("quota","allotted_category","state");--> statement-breakpoint
CREATE INDEX "allotment_course_sort_idx" ON "allotment" USING btree ("counselling_id","course_name","year","round","ai_rank","id") INCLUDE ("quota","allotted_category","state");--> statement-breakpoint
CREATE INDEX "allotment_course_sort_desc_idx" ON "allotment" USING btree ("counselling_id","course_name" DESC NULLS LAST,"year","round","ai_rank","id") INCLUDE ("quota","allotted_category","state");--> statement-breakpoint
CREATE INDEX "allotment_counselling_rank_idx" ON "allotment" USING btree ("counselling_id","counselling_rank","year","round","ai_rank","id") INCLUDE ("quota","allotted_category","state");--> statement-breakpoint
CREATE INDEX "allotment_counselling_rank_desc_idx" ON "allotment" USING btree ("counselling_id","counselling_rank" DESC NULLS LAST,"year","round","ai_rank","id") INCLUDE ("quota","allotted_category","state");--> statement-breakpoint
CREATE INDEX "allotment_fee_sort_idx" ON "allotment" USING btree ("counselling_id","fee_year_1","year","round","ai_rank","id") INCLUDE ("quota","allotted_category","state");--> statement-breakpoint
CREATE INDEX "allotment_fee_sort_desc_idx" ON "allotment" USING btree ("counselling_id","fee_year_1" DESC NULLS LAST,"year","round","ai_rank","id") INCLUDE ("quota","allotted_category","state");
