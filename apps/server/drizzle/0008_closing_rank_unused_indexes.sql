DROP INDEX "closing_rank_rank_idx";--> statement-breakpoint
DROP INDEX "closing_rank_counselling_rank_idx";--> statement-breakpoint
DROP INDEX "closing_rank_institute_sort_idx";--> statement-breakpoint
DROP INDEX "closing_rank_course_sort_idx";