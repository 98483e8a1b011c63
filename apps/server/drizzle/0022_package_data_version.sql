-- Prices are shown on the landing page and in the purchase dialog from the catalogue, which the
-- server reads once per data version: a write to the package table moves the version (and tells
-- every server process) like a write to screen data (docs/decisions/0048-public-pages-start-on-first-use.md).
CREATE TRIGGER "package_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "package"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
