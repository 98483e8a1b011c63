ALTER TABLE "allotment" ADD COLUMN "fee_year_1" integer;--> statement-breakpoint
-- Backfill before the indexes exist (refreshAllotmentFees in data/derive.ts, for every counselling).
UPDATE allotment a SET fee_year_1 = b.fee_year_1
FROM (
  SELECT k.counselling_id, k.institute_id, k.course_id, k.quota, k.allotted_category,
    seat_fee.fee_year_1
  FROM (SELECT DISTINCT k.counselling_id, k.institute_id, k.course_id, k.quota,
      k.allotted_category
    FROM closing_rank k) k
  LEFT JOIN LATERAL (
    SELECT f.fee_year_1
    FROM fee f
    WHERE f.institute_id = k.institute_id
      AND (f.course_id = k.course_id OR f.course_id IS NULL)
      AND (f.counselling_id = k.counselling_id OR f.counselling_id IS NULL)
      AND (f.quota = k.quota OR f.quota IS NULL)
      AND (f.category = k.allotted_category OR f.category IS NULL)
    ORDER BY (f.course_id IS NULL), (f.counselling_id IS NULL), (f.quota IS NULL),
      (f.category IS NULL), f.id
    LIMIT 1
  ) seat_fee ON true
) b
WHERE a.counselling_id = b.counselling_id AND a.institute_id = b.institute_id
  AND a.course_id = b.course_id AND a.quota = b.quota
  AND a.allotted_category = b.allotted_category
  AND a.fee_year_1 IS DISTINCT FROM b.fee_year_1;--> statement-breakpoint
CREATE INDEX "allotment_fee_sort_idx" ON "allotment" USING btree ("counselling_id","fee_year_1","year","round","ai_rank","id");--> statement-breakpoint
CREATE INDEX "allotment_fee_sort_desc_idx" ON "allotment" USING btree ("counselling_id","fee_year_1" DESC NULLS LAST,"year","round","ai_rank","id");
