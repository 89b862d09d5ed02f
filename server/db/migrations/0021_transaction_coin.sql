ALTER TABLE "transactions" ADD COLUMN "coin" "coin";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_coin_not_investment" CHECK ("transactions"."coin" is null or "transactions"."type" <> 'investment');--> statement-breakpoint
-- "Storage says one thing": payment_method held the legacy wire field as each path wrote it:
-- a deposit's coin as the client named it (the web app sends the name, 'Bitcoin'; the API took
-- any case of the symbol or the name), a withdrawal's by symbol ('btc', or 'crypto' before coins
-- were recorded), an investment's duration in days ('30'). The coin moves to the typed column
-- above; an investment's days and daily percent are in duration_days and roi_bp already. The
-- server reads only those, and the API's payment_method (and an investment's payment_address)
-- are written from them by the presenter (server/modules/money/presenter.ts).
--
-- Every spelling the API ever accepted (common/coins.ts coinFromLabel: a symbol or a name, any
-- case, trimmed), and the back office's display label ('Bitcoin (BTC)') in case an edit sent it
-- back. What names no coin ('crypto', or free text from before coins were checked) stays null:
-- the coin was never recorded, and the text stays where it was.
UPDATE "transactions" AS t SET "coin" = m."coin"::"coin", "payment_method" = ''
FROM (VALUES
  ('btc', 'btc'), ('bitcoin', 'btc'), ('bitcoin (btc)', 'btc'),
  ('eth', 'eth'), ('ethereum', 'eth'), ('ethereum (eth)', 'eth'),
  ('usdt', 'usdt'), ('tether usdt trc20', 'usdt'), ('tether usdt trc20 (usdt)', 'usdt')
) AS m("label", "coin")
WHERE t."type" IN ('deposit', 'withdraw') AND lower(btrim(t."payment_method", E' \t\n\r\f\v')) = m."label";
--> statement-breakpoint
-- investments from before the typed terms (none are known, but a null would show as no
-- duration): their terms from the legacy fields, where those are figures
UPDATE "transactions" SET "duration_days" = btrim("payment_method")::integer
WHERE "type" = 'investment' AND "duration_days" IS NULL AND btrim("payment_method") ~ '^[0-9]{1,6}$';
--> statement-breakpoint
UPDATE "transactions" SET "roi_bp" = round(btrim("payment_address")::numeric * 100)::integer
WHERE "type" = 'investment' AND "roi_bp" IS NULL AND btrim("payment_address") ~ '^[0-9]{1,4}(\.[0-9]{1,2})?$';
--> statement-breakpoint
-- an investment's legacy fields, now written from those columns, are cleared where they say
-- the same (payment_address is then only ever an address)
UPDATE "transactions" SET "payment_method" = '', "payment_address" = ''
WHERE "type" = 'investment'
  AND "payment_method" IN ('', "duration_days"::text)
  AND "payment_address" IN ('', ("roi_bp"::numeric / 100)::float8::text);
--> statement-breakpoint
-- a deposit to a shared wallet records its coin: the function takes the coin by symbol now
DROP FUNCTION "open_wallet_deposit"(uuid, bigint, text, text, timestamptz, integer);
--> statement-breakpoint
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
