CREATE TABLE "completed_year" (
	"counselling_id" text NOT NULL,
	"year" smallint NOT NULL,
	"marked_by" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "completed_year_counselling_id_year_pk" PRIMARY KEY("counselling_id","year")
);
--> statement-breakpoint
ALTER TABLE "completed_year" ADD CONSTRAINT "completed_year_counselling_id_counselling_id_fk" FOREIGN KEY ("counselling_id") REFERENCES "public"."counselling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Whether a year is complete decides Rank DeepScan's default target year: a mark moves the data
-- version like a write to screen data (docs/decisions/0073-in-season-forecasts.md).
CREATE TRIGGER "completed_year_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "completed_year"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
