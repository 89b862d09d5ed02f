CREATE TABLE "reserve_snapshot_leaves" (
	"snapshot_id" integer NOT NULL,
	"position" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"commitment" text NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "reserve_snapshot_leaves_snapshot_id_position_pk" PRIMARY KEY("snapshot_id","position"),
	CONSTRAINT "reserve_snapshot_leaves_user_unique" UNIQUE("snapshot_id","user_id"),
	CONSTRAINT "reserve_snapshot_leaves_cents" CHECK ("reserve_snapshot_leaves"."cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshot_nodes" (
	"snapshot_id" integer NOT NULL,
	"level" integer NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	"sum" bigint NOT NULL,
	CONSTRAINT "reserve_snapshot_nodes_snapshot_id_level_position_pk" PRIMARY KEY("snapshot_id","level","position")
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshots" (
	"id" integer PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"taken_by" uuid,
	"root" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"leaf_count" integer NOT NULL,
	"previous_root" text,
	"reserves" jsonb NOT NULL,
	"declared" jsonb NOT NULL,
	"declared_cents" bigint NOT NULL,
	CONSTRAINT "reserve_snapshots_root_unique" UNIQUE("root"),
	CONSTRAINT "reserve_snapshots_previous_root_unique" UNIQUE("previous_root"),
	CONSTRAINT "reserve_snapshots_chain" CHECK (("reserve_snapshots"."id" = 1) = ("reserve_snapshots"."previous_root" is null)),
	CONSTRAINT "reserve_snapshots_total" CHECK ("reserve_snapshots"."total_cents" >= 0 and "reserve_snapshots"."leaf_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reserve_snapshot_leaves" ADD CONSTRAINT "reserve_snapshot_leaves_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."reserve_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_snapshot_leaves" ADD CONSTRAINT "reserve_snapshot_leaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_snapshot_nodes" ADD CONSTRAINT "reserve_snapshot_nodes_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."reserve_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_snapshots" ADD CONSTRAINT "reserve_snapshots_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_snapshots" ADD CONSTRAINT "reserve_snapshots_previous_root_fk" FOREIGN KEY ("previous_root") REFERENCES "public"."reserve_snapshots"("root") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Proof-of-reserves snapshots are append-only: a published root, its leaves and its nodes never
-- change and never go, so an investor's proof and the chain of roots stay checkable for good.
-- SQLSTATE U0003 ('reserve snapshots are append-only').
CREATE FUNCTION "refuse_reserve_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reserve snapshots are append-only: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'U0003';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reserve_snapshots_append_only BEFORE UPDATE OR DELETE ON "reserve_snapshots" FOR EACH ROW EXECUTE FUNCTION refuse_reserve_change();
--> statement-breakpoint
CREATE TRIGGER reserve_snapshots_no_truncate BEFORE TRUNCATE ON "reserve_snapshots" FOR EACH STATEMENT EXECUTE FUNCTION refuse_reserve_change();
--> statement-breakpoint
CREATE TRIGGER reserve_snapshot_leaves_append_only BEFORE UPDATE OR DELETE ON "reserve_snapshot_leaves" FOR EACH ROW EXECUTE FUNCTION refuse_reserve_change();
--> statement-breakpoint
CREATE TRIGGER reserve_snapshot_leaves_no_truncate BEFORE TRUNCATE ON "reserve_snapshot_leaves" FOR EACH STATEMENT EXECUTE FUNCTION refuse_reserve_change();
--> statement-breakpoint
CREATE TRIGGER reserve_snapshot_nodes_append_only BEFORE UPDATE OR DELETE ON "reserve_snapshot_nodes" FOR EACH ROW EXECUTE FUNCTION refuse_reserve_change();
--> statement-breakpoint
CREATE TRIGGER reserve_snapshot_nodes_no_truncate BEFORE TRUNCATE ON "reserve_snapshot_nodes" FOR EACH STATEMENT EXECUTE FUNCTION refuse_reserve_change();
