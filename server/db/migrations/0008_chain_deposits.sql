CREATE TABLE "chain_cursors" (
	"network" text PRIMARY KEY NOT NULL,
	"position" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coin" text NOT NULL,
	"txid" text NOT NULL,
	"output_index" integer NOT NULL,
	"address" text NOT NULL,
	"deposit_address_id" uuid NOT NULL,
	"units" numeric(78, 0) NOT NULL,
	"block_number" bigint,
	"block_hash" text,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'seen' NOT NULL,
	"transaction_id" uuid,
	"rate_usd" numeric(30, 8),
	"credited_cents" bigint,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_payments_status_check" CHECK ("chain_payments"."status" in ('seen', 'credited', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coin" text NOT NULL,
	"xpub_id" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"user_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "derivation_counters" (
	"coin" text NOT NULL,
	"xpub_id" text NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "derivation_counters_coin_xpub_id_pk" PRIMARY KEY("coin","xpub_id")
);
--> statement-breakpoint
CREATE TABLE "fallback_rates" (
	"coin" text PRIMARY KEY NOT NULL,
	"usd_rate" numeric(30, 8) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "quote_units" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "quote_rate" numeric(30, 8);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "quote_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "quoted_cents" bigint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "confirmations" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "required_confirmations" integer;--> statement-breakpoint
ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_deposit_address_id_deposit_addresses_id_fk" FOREIGN KEY ("deposit_address_id") REFERENCES "public"."deposit_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fallback_rates" ADD CONSTRAINT "fallback_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_payments_once_key" ON "chain_payments" USING btree ("coin","txid","output_index");--> statement-breakpoint
CREATE INDEX "chain_payments_open_idx" ON "chain_payments" USING btree ("coin") WHERE "chain_payments"."status" = 'seen';--> statement-breakpoint
CREATE INDEX "chain_payments_address_idx" ON "chain_payments" USING btree ("deposit_address_id");--> statement-breakpoint
CREATE INDEX "chain_payments_seen_idx" ON "chain_payments" USING btree ("seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_index_key" ON "deposit_addresses" USING btree ("coin","xpub_id","derivation_index");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address_key" ON "deposit_addresses" USING btree ("coin","address");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_transaction_key" ON "deposit_addresses" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "deposit_addresses_created_idx" ON "deposit_addresses" USING btree ("coin","created_at");