ALTER TABLE "transactions" ADD COLUMN "credited_at" timestamp with time zone;
--> statement-breakpoint
-- deposits credited before the column: their last change is the best record of when
UPDATE "transactions" SET "credited_at" = "updated_at" WHERE "type" = 'deposit' AND "status" = 'successful';
