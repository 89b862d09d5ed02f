import type { Clock } from '@/server/lib/clock';

// A health check that waits as long as a slow request would is no check: past this the
// database counts as not usable (a pool full of slow queries, a lock, a hung connection).
export const DATABASE_CHECK_LIMIT_MS = 2_000;
// PGlite runs one statement at a time: behind a slow one (a count, VACUUM) the check waits its
// turn although the database is fine. For this long a queued check is taken for a busy
// database, not a dead one; a check still unanswered after it means PGlite stopped answering.
export const PGLITE_QUEUED_WINDOW_MS = 10_000;

export interface DatabaseCheckOptions {
  /** the check's query: resolves when the database answered it */
  query: () => Promise<unknown>;
  /** one connection, statements served in turn (PGlite): a queued check is not a failed one */
  queues: boolean;
  clock: Clock;
  limitMs?: number;
  queuedWindowMs?: number;
}

type Outcome = { ok: true } | { ok: false; err: unknown };

/**
 * Readiness of the database, asked by every probe. Checks are coalesced: a probe that comes
 * while one is in flight waits for that one rather than queueing another statement (on PGlite
 * each would wait behind the last). On a queueing database a check that has not answered yet
 * counts as up while the last finished check succeeded and this one has waited less than the
 * window (measured on the clock, so tests move it by hand).
 */
export class DatabaseCheck {
  private inFlight?: { since: number; outcome: Promise<Outcome> };
  private lastSucceeded = false;
  private readonly limitMs: number;
  private readonly windowMs: number;

  constructor(private readonly options: DatabaseCheckOptions) {
    this.limitMs = options.limitMs ?? DATABASE_CHECK_LIMIT_MS;
    this.windowMs = options.queuedWindowMs ?? PGLITE_QUEUED_WINDOW_MS;
  }

  /** Resolves when the database is usable; throws (with the reason) when it is not. */
  async check(): Promise<void> {
    const joined = this.inFlight;
    if (joined && this.mayWait(joined.since)) return; // merely queued: no second statement behind it
    if (joined && this.options.queues && this.lastSucceeded) {
      throw new Error(`the database has not answered a check for ${this.waitedMs(joined.since)} ms`);
    }
    const current = joined ?? this.start();
    const outcome = await this.within(current.outcome);
    if (outcome === 'late') {
      if (this.mayWait(current.since)) return;
      throw new Error(`no answer within ${this.limitMs} ms`);
    }
    if (!outcome.ok) throw outcome.err;
  }

  /** A queueing database whose last check succeeded, asked again less than the window ago. */
  private mayWait(since: number): boolean {
    return this.options.queues && this.lastSucceeded && this.waitedMs(since) < this.windowMs;
  }

  private waitedMs(since: number): number {
    return this.options.clock.now().getTime() - since;
  }

  private start() {
    const outcome = this.options.query().then(
      (): Outcome => ({ ok: true }),
      (err: unknown): Outcome => ({ ok: false, err }),
    );
    const current = { since: this.options.clock.now().getTime(), outcome };
    this.inFlight = current;
    void outcome.then((o) => {
      this.lastSucceeded = o.ok;
      if (this.inFlight === current) this.inFlight = undefined;
    });
    return current;
  }

  private async within(outcome: Promise<Outcome>): Promise<Outcome | 'late'> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([outcome, new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), this.limitMs)))]);
    } finally {
      clearTimeout(timer);
    }
  }
}
