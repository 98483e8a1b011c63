ALTER TABLE "import_run" ADD COLUMN "from_bundle" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A first start loaded the bundle's runs with their own ids, then recorded the bundle as a run of
-- kind `bundle` with the next id; every import since has a larger id. So the runs below the
-- first bundle run came with the bundle (docs/decisions/0076-upgrades-keep-everything.md).
UPDATE "import_run" SET "from_bundle" = true
WHERE "kind" <> 'bundle' AND "id" < (SELECT min("id") FROM "import_run" WHERE "kind" = 'bundle');
