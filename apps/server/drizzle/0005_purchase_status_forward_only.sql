-- A purchase's status only moves forward (created -> paid), and a paid purchase's payment facts
-- never change: enforced here so no code path, operator query or race can undo a payment.
CREATE OR REPLACE FUNCTION purchase_forward_only() RETURNS trigger AS $$
BEGIN
  IF OLD.status = 'paid' AND (
    NEW.status IS DISTINCT FROM 'paid'
    OR NEW.provider_payment_id IS DISTINCT FROM OLD.provider_payment_id
    OR NEW.paid_at IS DISTINCT FROM OLD.paid_at
    OR NEW.amount_paise IS DISTINCT FROM OLD.amount_paise
  ) THEN
    RAISE EXCEPTION 'purchase % is paid and cannot change', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS purchase_forward_only ON "purchase";
--> statement-breakpoint
CREATE TRIGGER purchase_forward_only BEFORE UPDATE ON "purchase"
  FOR EACH ROW EXECUTE FUNCTION purchase_forward_only();
