CREATE TABLE "treasury_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coin" text NOT NULL,
	"address" text NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"registered_by" uuid NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" uuid,
	"removed_at" timestamp with time zone,
	CONSTRAINT "treasury_addresses_removed" CHECK (("treasury_addresses"."removed_at" is null) = ("treasury_addresses"."removed_by" is null))
);
--> statement-breakpoint
ALTER TABLE "treasury_addresses" ADD CONSTRAINT "treasury_addresses_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_addresses" ADD CONSTRAINT "treasury_addresses_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_addresses_live_key" ON "treasury_addresses" USING btree ("coin","address") WHERE "treasury_addresses"."removed_at" is null;