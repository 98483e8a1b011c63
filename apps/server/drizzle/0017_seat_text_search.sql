-- Data-screen text search through an index (docs/decisions/0037-indexed-table-search.md): the
-- texts of a seat (institute, course, state, quota, category) are its cutoff_row's, one row per
-- seat rather than per allotment, so a trigram index over them is small; a search finds the
-- seats, then their rows by key. Fields are joined by the unit separator chr(31), which a search
-- term holding it falls back from, so a term never matches across two fields.
CREATE INDEX IF NOT EXISTS "cutoff_row_seat_text_trgm_idx" ON "cutoff_row" USING gin (("institute_name" || chr(31) || "course_name" || chr(31) || coalesce("state", '') || chr(31) || "quota" || chr(31) || "allotted_category") gin_trgm_ops);
