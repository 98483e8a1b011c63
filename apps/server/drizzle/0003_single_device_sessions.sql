-- One active device per user (docs/product.md#one-device): a new session deletes the user's other
-- sessions in the inserting transaction, and notifies `session_revoked` so every server process
-- can tell the old device over its open event stream. The notification is delivered at commit.
CREATE OR REPLACE FUNCTION seatscope_single_device_session() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  revoked jsonb;
BEGIN
  -- Serialises concurrent sign-ins of one user, so two new sessions cannot both survive.
  PERFORM pg_advisory_xact_lock(hashtext('session:' || NEW."user_id"));
  WITH gone AS (
    DELETE FROM "session"
    WHERE "user_id" = NEW."user_id" AND "id" <> NEW."id"
    RETURNING "id", "device_id"
  )
  SELECT jsonb_agg(jsonb_build_object(
    'sessionId', "id",
    'sameDevice', NEW."device_id" IS NOT NULL AND "device_id" IS NOT DISTINCT FROM NEW."device_id"
  ))
  INTO revoked
  FROM gone;
  IF revoked IS NOT NULL THEN
    PERFORM pg_notify(
      'session_revoked',
      jsonb_build_object('userId', NEW."user_id", 'sessions', revoked)::text
    );
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "session_single_device" ON "session";
--> statement-breakpoint
CREATE TRIGGER "session_single_device"
  AFTER INSERT ON "session"
  FOR EACH ROW EXECUTE FUNCTION seatscope_single_device_session();
