-- refuse_reserve_change: its current definition, as migration 0022_reserve_snapshots.sql creates it.
-- A copy to read: the migrations define it (a new definition is a new migration with CREATE OR
-- REPLACE, and this file is updated to match; tests/unit/server/db/sql-functions.test.ts checks).
CREATE FUNCTION "refuse_reserve_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reserve snapshots are append-only: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'U0003';
END;
$$;
