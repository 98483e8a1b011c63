CREATE TABLE "closing_rank_review" (
	"counselling_id" text NOT NULL,
	"year" smallint NOT NULL,
	"round" smallint NOT NULL,
	"institute_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"quota" text NOT NULL,
	"allotted_category" text NOT NULL,
	"rank_type" text NOT NULL,
	"value" integer NOT NULL,
	"verdict" text NOT NULL,
	"corrected_rank" integer,
	"reviewed_by" text NOT NULL,
	"reason" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_rank_review_counselling_id_year_round_institute_id_course_id_quota_allotted_category_rank_type_pk" PRIMARY KEY("counselling_id","year","round","institute_id","course_id","quota","allotted_category","rank_type")
);
--> statement-breakpoint
ALTER TABLE "closing_rank" ADD COLUMN "suspect_ai" jsonb;--> statement-breakpoint
ALTER TABLE "closing_rank" ADD COLUMN "suspect_counselling" jsonb;--> statement-breakpoint
ALTER TABLE "cutoff_row" ADD COLUMN "suspect_ai_ranks" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cutoff_row" ADD COLUMN "suspect_counselling_ranks" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "closing_rank_review" ADD CONSTRAINT "closing_rank_review_counselling_id_counselling_id_fk" FOREIGN KEY ("counselling_id") REFERENCES "public"."counselling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_rank_review" ADD CONSTRAINT "closing_rank_review_institute_id_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_rank_review" ADD CONSTRAINT "closing_rank_review_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;