-- Where each fee row stands in its file (docs/decisions/0036-institute-details.md item 5): the
-- row (a JSON array's element, a CSV line), and for a PDF the page of its fee table plus the page
-- its first-year fee was read from, which an MCC profile may take from another page. Null for
-- generated demo rows and rows imported before this column.
ALTER TABLE "fee" ADD COLUMN IF NOT EXISTS "source_row" integer;--> statement-breakpoint
ALTER TABLE "fee" ADD COLUMN IF NOT EXISTS "source_page" integer;--> statement-breakpoint
ALTER TABLE "fee" ADD COLUMN IF NOT EXISTS "fee_year_1_page" integer;
