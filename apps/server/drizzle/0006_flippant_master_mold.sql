CREATE TABLE "institute_alias" (
	"alias_key" text PRIMARY KEY NOT NULL,
	"institute_id" integer NOT NULL,
	"source_text" text NOT NULL,
	"name_key" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "allotment_scope_idx";--> statement-breakpoint
ALTER TABLE "allotment" ADD COLUMN "institute_text" text;--> statement-breakpoint
ALTER TABLE "allotment" ADD COLUMN "institute_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "allotment" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "allotment" ADD COLUMN "course_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "closing_rank" ADD COLUMN "institute_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "closing_rank" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "closing_rank" ADD COLUMN "course_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "fee" ADD COLUMN "hostel_fee" integer;--> statement-breakpoint
ALTER TABLE "import_run" ADD COLUMN "scope_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "institute" ADD COLUMN "hostel_for_men" boolean;--> statement-breakpoint
ALTER TABLE "institute" ADD COLUMN "hostel_for_women" boolean;--> statement-breakpoint
ALTER TABLE "institute_alias" ADD CONSTRAINT "institute_alias_institute_id_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institute_alias_institute_idx" ON "institute_alias" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX "allotment_ai_rank_idx" ON "allotment" USING btree ("counselling_id","ai_rank","id");--> statement-breakpoint
CREATE INDEX "allotment_counselling_rank_idx" ON "allotment" USING btree ("counselling_id","counselling_rank","id") WHERE "allotment"."counselling_rank" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "allotment_institute_sort_idx" ON "allotment" USING btree ("counselling_id","institute_name","course_name","id");--> statement-breakpoint
CREATE INDEX "allotment_course_sort_idx" ON "allotment" USING btree ("counselling_id","course_name","institute_name","id");--> statement-breakpoint
CREATE INDEX "allotment_institute_idx" ON "allotment" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX "closing_rank_rank_idx" ON "closing_rank" USING btree ("counselling_id","closing_ai_rank");--> statement-breakpoint
CREATE INDEX "closing_rank_counselling_rank_idx" ON "closing_rank" USING btree ("counselling_id","closing_counselling_rank");--> statement-breakpoint
CREATE INDEX "closing_rank_institute_sort_idx" ON "closing_rank" USING btree ("counselling_id","institute_name","course_name");--> statement-breakpoint
CREATE INDEX "closing_rank_course_sort_idx" ON "closing_rank" USING btree ("counselling_id","course_name","institute_name");--> statement-breakpoint
CREATE INDEX "closing_rank_institute_idx" ON "closing_rank" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX "fee_counselling_idx" ON "fee" USING btree ("counselling_id","fee_year_1");--> statement-breakpoint
CREATE INDEX "fee_import_run_idx" ON "fee" USING btree ("import_run_id");--> statement-breakpoint
CREATE INDEX "import_run_scope_idx" ON "import_run" USING btree ("kind","scope_key");--> statement-breakpoint
CREATE INDEX "institute_name_idx" ON "institute" USING btree ("name");--> statement-breakpoint
CREATE INDEX "seat_matrix_bucket_idx" ON "seat_matrix" USING btree ("counselling_id","institute_id","course_id");--> statement-breakpoint
CREATE INDEX "seat_matrix_institute_idx" ON "seat_matrix" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX "allotment_scope_idx" ON "allotment" USING btree ("counselling_id","year","round","ai_rank","id");