-- The one price catalogue (docs/product.md#prices): UG ₹999 and PG ₹1,499, each a "Special Offer"
-- against ₹2,999, plus 18% GST, valid until the end of 31 Mar 2027 (IST). Amounts in paise.
-- Operators change prices in this table; nothing else holds a price.
INSERT INTO "package" ("id", "name", "description", "price_paise", "original_price_paise", "gst_percent", "offer_label", "valid_until")
VALUES
  ('ug', 'UG Package', 'NEET UG counselling data: allotments, closing ranks, seat matrix, fees and bonds', 99900, 299900, 18, 'Special Offer', '2027-03-31T23:59:59+05:30'),
  ('pg', 'PG Package', 'NEET PG counselling data: allotments, closing ranks, seat matrix, fees, stipends and bonds', 149900, 299900, 18, 'Special Offer', '2027-03-31T23:59:59+05:30')
ON CONFLICT ("id") DO NOTHING;
