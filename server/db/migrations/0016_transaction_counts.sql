CREATE TABLE "transaction_counts" (
	"type" "transaction_type" NOT NULL,
	"status" text NOT NULL,
	"backend" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "transaction_counts_type_status_backend_pk" PRIMARY KEY("type","status","backend")
);
--> statement-breakpoint
-- Kept by triggers (issue 16): every way a transaction row comes, goes or changes type or
-- status moves its count in the same database transaction, rolled back with it. A connection
-- adds to its own rows (backend = pg_backend_pid()): concurrent writers never wait on a shared
-- counter row, and a transaction moving two counts cannot deadlock with another.
CREATE FUNCTION "transaction_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "transaction_counts" ("type", "status", "backend", "n")
  SELECT "type", "status", pg_backend_pid(), count(*) FROM "added" GROUP BY "type", "status"
  ON CONFLICT ("type", "status", "backend") DO UPDATE SET "n" = "transaction_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "transaction_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "transaction_counts" ("type", "status", "backend", "n")
  SELECT "type", "status", pg_backend_pid(), -count(*) FROM "removed" GROUP BY "type", "status"
  ON CONFLICT ("type", "status", "backend") DO UPDATE SET "n" = "transaction_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
-- per row, and only when type or status changed: the accrual's daily update of a million
-- investments sets neither, so it never runs this
CREATE FUNCTION "transaction_counts_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "transaction_counts" ("type", "status", "backend", "n")
  VALUES (OLD."type", OLD."status", pg_backend_pid(), -1), (NEW."type", NEW."status", pg_backend_pid(), 1)
  ON CONFLICT ("type", "status", "backend") DO UPDATE SET "n" = "transaction_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "transaction_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "transaction_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "transaction_counts_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_counts_added"();--> statement-breakpoint
CREATE TRIGGER "transaction_counts_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_counts_removed"();--> statement-breakpoint
CREATE TRIGGER "transaction_counts_update" AFTER UPDATE OF "type", "status" ON "transactions"
  FOR EACH ROW WHEN (OLD."type" IS DISTINCT FROM NEW."type" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "transaction_counts_moved"();--> statement-breakpoint
CREATE TRIGGER "transaction_counts_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_counts_truncated"();--> statement-breakpoint
-- the rows already there: CREATE TRIGGER's lock keeps writers out until the migration commits,
-- so none is counted twice or missed
INSERT INTO "transaction_counts" ("type", "status", "backend", "n")
SELECT "type", "status", 0, count(*) FROM "transactions" GROUP BY "type", "status";
