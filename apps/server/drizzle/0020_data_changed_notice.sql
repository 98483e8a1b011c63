-- Every change of screen data also tells each server process at commit, so it warms its read
-- caches before the first visitor asks (docs/decisions/0044-throughput.md). Notices of one
-- transaction with the same payload arrive as one.
CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_version" SET "version" = "version" + 1;
  PERFORM pg_notify('data_changed', 'changed');
  RETURN NULL;
END $$;
