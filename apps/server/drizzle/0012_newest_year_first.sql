-- Seat Allocation lists the newest year first when no sort is chosen
-- (docs/decisions/0025-data-tables-that-fit.md): the scope index reads years descending.
DROP INDEX IF EXISTS "allotment_scope_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "allotment_scope_idx" ON "allotment" USING btree ("counselling_id","year" DESC,"round","ai_rank","id");
