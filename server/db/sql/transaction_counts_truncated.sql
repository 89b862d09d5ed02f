-- transaction_counts_truncated: its current definition, as migration 0016_transaction_counts.sql creates it.
-- A copy to read: the migrations define it (a new definition is a new migration with CREATE OR
-- REPLACE, and this file is updated to match; tests/unit/server/db/sql-functions.test.ts checks).
CREATE FUNCTION "transaction_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "transaction_counts";
  RETURN NULL;
END $$;
