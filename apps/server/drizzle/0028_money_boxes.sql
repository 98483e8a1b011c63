ALTER TABLE "fee" RENAME COLUMN "amount_deducted" TO "reallocation_deduction";--> statement-breakpoint
ALTER TABLE "fee" ADD COLUMN "admission_fee" integer;--> statement-breakpoint
ALTER TABLE "fee" ADD COLUMN "annual_fee" integer;--> statement-breakpoint
ALTER TABLE "fee" ADD COLUMN "nri_fee_year_1" integer;--> statement-breakpoint
ALTER TABLE "fee" ADD COLUMN "nri_fee_year_2" integer;--> statement-breakpoint
ALTER TABLE "fee" ADD COLUMN "nri_fee_year_3" integer;--> statement-breakpoint
ALTER TABLE "fee" ADD COLUMN "nri_fee_year_4" integer;--> statement-breakpoint
ALTER TABLE "fee" ADD COLUMN "nri_fee_year_5" integer;--> statement-breakpoint
ALTER TABLE "fee" ADD COLUMN "miscellaneous_charges" integer;--> statement-breakpoint
ALTER TABLE "fee" ADD COLUMN "box_pages" jsonb;--> statement-breakpoint
ALTER TABLE "fee" DROP COLUMN "fee_year_1_page";