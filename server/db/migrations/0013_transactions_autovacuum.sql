-- Per-table autovacuum and fill factor for the tables that change most (issue 16).
-- PostgreSQL's defaults (vacuum at 20 % dead rows, analyze at 10 % changed) let a table of a
-- million transactions gather 200,000 dead rows and stale statistics before anything runs: a
-- filtered list was 4.7 times slower after ~21k ordinary writes. At 2 % / 1 % autovacuum keeps
-- up with the daily accrual and the visibility map stays fresh for index-only scans.
-- fillfactor leaves room on each page so the accrual's daily update of an investment
-- (accrued_days, next_accrual_at, updated_at: none indexed) and of its owner's profit can be a
-- HOT update, written on the same page without touching any index. It applies to pages written
-- from now on; existing pages get it when the table is rewritten (VACUUM FULL, pg_repack).
-- PGlite stores these options and ignores the autovacuum ones (it has no autovacuum; see
-- server/jobs/pglite-vacuum.ts).
ALTER TABLE "transactions" SET (
  fillfactor = 85,
  autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_analyze_scale_factor = 0.01,
  autovacuum_vacuum_insert_scale_factor = 0.02
);--> statement-breakpoint
ALTER TABLE "users" SET (
  fillfactor = 90,
  autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_analyze_scale_factor = 0.01
);--> statement-breakpoint
-- insert-only: vacuumed for its visibility map (index-only scans of a user's ledger), analyzed as it grows
ALTER TABLE "ledger_entries" SET (
  autovacuum_vacuum_scale_factor = 0.05,
  autovacuum_analyze_scale_factor = 0.01,
  autovacuum_vacuum_insert_scale_factor = 0.02
);
