-- open_wallet_deposit: its current definition, as migration 0021_transaction_coin.sql creates it.
-- A copy to read: the migrations define it (a new definition is a new migration with CREATE OR
-- REPLACE, and this file is updated to match; tests/unit/server/db/sql-functions.test.ts checks).
CREATE FUNCTION "open_wallet_deposit"(
  "p_user" uuid, "p_amount_cents" bigint, "p_coin" "coin", "p_address" text, "p_now" timestamptz, "p_max_pending" integer
) RETURNS SETOF "transactions" LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "wallets" WHERE "address" = "p_address" AND "status" AND "deleted_at" IS NULL) THEN
    RAISE EXCEPTION 'not one of our wallets' USING ERRCODE = 'U0001';
  END IF;
  PERFORM "hold_deposit_place"("p_user", "p_max_pending");
  RETURN QUERY
    INSERT INTO "transactions" ("user_id", "type", "amount_cents", "status", "coin", "payment_address", "created_at", "updated_at")
    VALUES ("p_user", 'deposit', "p_amount_cents", 'pending', "p_coin", "p_address", "p_now", "p_now")
    RETURNING *;
END $$;
