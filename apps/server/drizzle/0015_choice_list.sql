-- A signed-in user's ordered choice list per counselling (docs/decisions/0026-choice-list.md):
-- one row an option (the key of a Cutoff Ranks row), its place in the list by position.
CREATE TABLE IF NOT EXISTS "choice_list_option" (
	"user_id" text NOT NULL,
	"counselling_id" text NOT NULL,
	"position" integer NOT NULL,
	"institute_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"quota" text NOT NULL,
	"category" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "choice_list_option_pk" PRIMARY KEY("user_id","counselling_id","institute_id","course_id","quota","category"),
	CONSTRAINT "choice_list_option_position_check" CHECK ("position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "choice_list_option" ADD CONSTRAINT "choice_list_option_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_list_option" ADD CONSTRAINT "choice_list_option_counselling_id_counselling_id_fk" FOREIGN KEY ("counselling_id") REFERENCES "public"."counselling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_list_option" ADD CONSTRAINT "choice_list_option_institute_id_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choice_list_option" ADD CONSTRAINT "choice_list_option_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "choice_list_option_position_idx" ON "choice_list_option" USING btree ("user_id","counselling_id","position");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "choice_list_option_institute_idx" ON "choice_list_option" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "choice_list_option_course_idx" ON "choice_list_option" USING btree ("course_id");
