ALTER TABLE "chain_payments" ADD COLUMN "block_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD COLUMN "watch_from" bigint;