-- transaction_counts_added: its current definition, as migration 0016_transaction_counts.sql creates it.
-- A copy to read: the migrations define it (a new definition is a new migration with CREATE OR
-- REPLACE, and this file is updated to match; tests/unit/server/db/sql-functions.test.ts checks).
CREATE FUNCTION "transaction_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "transaction_counts" ("type", "status", "backend", "n")
  SELECT "type", "status", pg_backend_pid(), count(*) FROM "added" GROUP BY "type", "status"
  ON CONFLICT ("type", "status", "backend") DO UPDATE SET "n" = "transaction_counts"."n" + excluded."n";
  RETURN NULL;
END $$;
