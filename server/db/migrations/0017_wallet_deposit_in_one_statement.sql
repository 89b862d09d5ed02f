-- A deposit's place under the pending limit, and a deposit to one of our shared wallets, each in
-- one statement (issue 16): locking the user, counting and inserting took three round trips,
-- and in one plain SQL statement the count would see only what was committed when the
-- statement began, not a deposit committed while it waited on the lock. In a function each
-- statement takes its own snapshot, so the count after the lock sees it. The limit is a
-- parameter: the rule stays in common/transactions.ts. Refusals are errors with codes of their
-- own (class U0), which server/modules/transactions/create-deposit.ts turns into the API's.
CREATE FUNCTION "hold_deposit_place"("p_user" uuid, "p_max_pending" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- the user's row stays locked to the end of the transaction: deposits sent at once are
  -- counted one after the other, and cannot both be the one over the limit
  PERFORM 1 FROM "users" WHERE "id" = "p_user" FOR UPDATE;
  IF (SELECT count(*) FROM "transactions"
      WHERE "user_id" = "p_user" AND "type" = 'deposit' AND "status" = 'pending') >= "p_max_pending" THEN
    RAISE EXCEPTION 'too many pending deposits' USING ERRCODE = 'U0002';
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "open_wallet_deposit"(
  "p_user" uuid, "p_amount_cents" bigint, "p_method" text, "p_address" text, "p_now" timestamptz, "p_max_pending" integer
) RETURNS SETOF "transactions" LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "wallets" WHERE "address" = "p_address" AND "status" AND "deleted_at" IS NULL) THEN
    RAISE EXCEPTION 'not one of our wallets' USING ERRCODE = 'U0001';
  END IF;
  PERFORM "hold_deposit_place"("p_user", "p_max_pending");
  RETURN QUERY
    INSERT INTO "transactions" ("user_id", "type", "amount_cents", "status", "payment_method", "payment_address", "created_at", "updated_at")
    VALUES ("p_user", 'deposit', "p_amount_cents", 'pending', "p_method", "p_address", "p_now", "p_now")
    RETURNING *;
END $$;
