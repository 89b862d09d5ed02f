CREATE TYPE "public"."payout_check_state" AS ENUM('confirming', 'confirmed', 'unverified', 'vanished');--> statement-breakpoint
CREATE TABLE "payout_checks" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"coin" text,
	"address" text NOT NULL,
	"txid" text NOT NULL,
	"state" "payout_check_state" NOT NULL,
	"units_due" numeric(40, 0),
	"rate_usd" numeric(30, 8),
	"units_paid" numeric(40, 0),
	"block_number" bigint,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"required_confirmations" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "payout_checks_confirmed_at" CHECK (("payout_checks"."state" = 'confirmed') = ("payout_checks"."confirmed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "withdrawal_reviews" ADD COLUMN "rate_usd" numeric(30, 8);--> statement-breakpoint
ALTER TABLE "payout_checks" ADD CONSTRAINT "payout_checks_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_checks_following_idx" ON "payout_checks" USING btree ("state") WHERE "payout_checks"."state" = 'confirming';--> statement-breakpoint
CREATE INDEX "payout_checks_txid_idx" ON "payout_checks" USING btree ("coin","txid");