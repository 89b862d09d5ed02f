CREATE TYPE "public"."withdrawal_step" AS ENUM('approved', 'paid', 'rejected');--> statement-breakpoint
CREATE TABLE "withdrawal_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"coin" text NOT NULL,
	"address" text NOT NULL,
	"label" text NOT NULL,
	"usable_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawal_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"step" "withdrawal_step" NOT NULL,
	"actor_id" uuid NOT NULL,
	"reference" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "withdrawal_allowlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_withdrawal_limit_cents" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "risk_flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_addresses" ADD CONSTRAINT "withdrawal_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_reviews" ADD CONSTRAINT "withdrawal_reviews_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_reviews" ADD CONSTRAINT "withdrawal_reviews_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_addresses_live_key" ON "withdrawal_addresses" USING btree ("user_id","coin","address") WHERE "withdrawal_addresses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "withdrawal_addresses_address_idx" ON "withdrawal_addresses" USING btree ("coin","address");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_reviews_one_per_step_key" ON "withdrawal_reviews" USING btree ("transaction_id","step");--> statement-breakpoint
CREATE INDEX "transactions_withdraw_address_idx" ON "transactions" USING btree ("payment_address") WHERE "transactions"."type" = 'withdraw';