-- Imported closing-rank lists kept beside the closing ranks derived from allotments, one source
-- shown per round (docs/decisions/0038-closing-rank-lists.md): closing_rank says where each
-- shown cell came from, and a listed cell knows no seats.
ALTER TABLE "closing_rank" ALTER COLUMN "seats" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "closing_rank" ADD COLUMN IF NOT EXISTS "source" text DEFAULT 'allotments' NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "listed_closing_rank" (
	"id" serial PRIMARY KEY NOT NULL,
	"counselling_id" text NOT NULL,
	"year" smallint NOT NULL,
	"round" smallint NOT NULL,
	"institute_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"quota" text NOT NULL,
	"allotted_category" text NOT NULL,
	"closing_ai_rank" integer NOT NULL,
	"list" text NOT NULL,
	"college_code" text,
	"import_run_id" integer NOT NULL,
	"source_row" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "listed_closing_rank" ADD CONSTRAINT "listed_closing_rank_counselling_id_counselling_id_fk" FOREIGN KEY ("counselling_id") REFERENCES "public"."counselling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listed_closing_rank" ADD CONSTRAINT "listed_closing_rank_institute_id_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institute"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listed_closing_rank" ADD CONSTRAINT "listed_closing_rank_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listed_closing_rank" ADD CONSTRAINT "listed_closing_rank_import_run_id_import_run_id_fk" FOREIGN KEY ("import_run_id") REFERENCES "public"."import_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listed_closing_rank_scope_idx" ON "listed_closing_rank" USING btree ("counselling_id","year","round","list");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listed_closing_rank_import_run_idx" ON "listed_closing_rank" USING btree ("import_run_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listed_closing_rank_institute_idx" ON "listed_closing_rank" USING btree ("institute_id");
