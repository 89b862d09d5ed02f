ALTER TABLE "kyc_submissions" ALTER COLUMN "back_img" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ALTER COLUMN "back_mime" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "sender_txid" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "address_country" text;