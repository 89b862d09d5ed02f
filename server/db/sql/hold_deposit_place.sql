-- hold_deposit_place: its current definition, as migration 0017_wallet_deposit_in_one_statement.sql creates it.
-- A copy to read: the migrations define it (a new definition is a new migration with CREATE OR
-- REPLACE, and this file is updated to match; tests/unit/server/db/sql-functions.test.ts checks).
CREATE FUNCTION "hold_deposit_place"("p_user" uuid, "p_max_pending" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- the user's row stays locked to the end of the transaction: deposits sent at once are
  -- counted one after the other, and cannot both be the one over the limit
  PERFORM 1 FROM "users" WHERE "id" = "p_user" FOR UPDATE;
  IF (SELECT count(*) FROM "transactions"
      WHERE "user_id" = "p_user" AND "type" = 'deposit' AND "status" = 'pending') >= "p_max_pending" THEN
    RAISE EXCEPTION 'too many pending deposits' USING ERRCODE = 'U0002';
  END IF;
END $$;
