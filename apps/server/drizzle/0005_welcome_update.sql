-- The first entry of "Latest updates" (dashboard and the header's notifications), so a new
-- installation explains what the list is for. Operators add more with `npm run admin -- add-update`.
-- Idempotent so it survives regeneration of the generated migrations.
INSERT INTO "update" ("type", "title", "body", "published_at")
SELECT 'Update', 'Welcome to SeatScope',
  'Counselling news, result announcements and important dates will appear here and under the bell icon in the header.',
  '2026-11-21T00:00:00+05:30'
WHERE NOT EXISTS (SELECT 1 FROM "update" WHERE "title" = 'Welcome to SeatScope');
