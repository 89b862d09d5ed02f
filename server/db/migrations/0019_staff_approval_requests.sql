CREATE TYPE "public"."staff_approval_kind" AS ENUM('credit', 'withdrawal_limit');--> statement-breakpoint
CREATE TYPE "public"."staff_approval_status" AS ENUM('pending', 'approved', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TABLE "staff_approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "staff_approval_kind" NOT NULL,
	"target_user_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" "staff_approval_status" DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_approval_decided" CHECK (("staff_approval_requests"."status" = 'pending') = ("staff_approval_requests"."decided_by" is null))
);
--> statement-breakpoint
ALTER TABLE "staff_approval_requests" ADD CONSTRAINT "staff_approval_requests_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_approval_requests" ADD CONSTRAINT "staff_approval_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_approval_requests" ADD CONSTRAINT "staff_approval_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_approval_requests_status_idx" ON "staff_approval_requests" USING btree ("status","created_at");