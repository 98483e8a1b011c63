-- Case-insensitive substring search (ILIKE '%q%') on institute and university names for the
-- data screens and the Knowledge Hub: trigram GIN indexes on the small name tables; the data
-- screens search allotments through institute_id (docs/decisions/0010-data-indexes.md).
-- Idempotent so it survives regeneration of the generated migrations.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "institute_name_trgm_idx" ON "institute" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "university_name_trgm_idx" ON "university" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "course_name_trgm_idx" ON "course" USING gin ("name" gin_trgm_ops);
