CREATE TYPE "public"."payout_batch_state" AS ENUM('built', 'broadcast', 'paid', 'cancelled');--> statement-breakpoint
CREATE TABLE "payout_batch_inputs" (
	"batch_id" uuid NOT NULL,
	"txid" text NOT NULL,
	"vout" integer NOT NULL,
	"address" text NOT NULL,
	"sats" bigint NOT NULL,
	"chain" integer NOT NULL,
	"derivation_index" integer NOT NULL,
	CONSTRAINT "payout_batch_inputs_batch_id_txid_vout_pk" PRIMARY KEY("batch_id","txid","vout")
);
--> statement-breakpoint
CREATE TABLE "payout_batch_items" (
	"batch_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"address" text NOT NULL,
	"sats" bigint NOT NULL,
	CONSTRAINT "payout_batch_items_batch_id_transaction_id_pk" PRIMARY KEY("batch_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coin" text NOT NULL,
	"state" "payout_batch_state" DEFAULT 'built' NOT NULL,
	"txid" text NOT NULL,
	"psbt" text NOT NULL,
	"fee_rate_sat_vb" integer NOT NULL,
	"fee_sats" bigint NOT NULL,
	"change_index" integer,
	"change_address" text,
	"change_sats" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"broadcast_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payout_batch_inputs" ADD CONSTRAINT "payout_batch_inputs_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD CONSTRAINT "payout_batch_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_txid_key" ON "payout_batches" USING btree ("txid");