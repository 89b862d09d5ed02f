import type { FastifyBaseLogger } from 'fastify';
import { LOCALES, type Locale } from '@/common/i18n/locales';
import { setOverrides } from '@/common/i18n/translate';
import type { Queryable } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { asCatalogue } from './presenter';
import { readOverrides, readRevision, type OverrideRow } from './repository';

/** How long a process writes from its copy of the overrides before it looks at the revision again. */
export const RECHECK_MS = 1000;

/** Which copy's words translate writes now (the process holds one set: the last one applied). */
let appliedBy: symbol | undefined;

/** The overrides by language, each by message id; put in translate for the words this process writes. */
function apply(rows: OverrideRow[]): Map<Locale, ReadonlyMap<string, string>> {
  const byLocale = new Map<Locale, OverrideRow[]>();
  for (const row of rows) byLocale.set(row.locale, [...(byLocale.get(row.locale) ?? []), row]);
  for (const locale of LOCALES) setOverrides(locale, asCatalogue(byLocale.get(locale) ?? []));
  return new Map(LOCALES.map((locale) => [locale, new Map((byLocale.get(locale) ?? []).map((row) => [row.key, row.text]))]));
}

/**
 * This server's copy of the overrides, for the texts it writes itself (API messages, e-mails,
 * statements). Several processes share the database, so the copy is only a cache: it carries the
 * revision it was read at (translation_override_revision), and is compared with the database's
 * once it is RECHECK_MS old (one read of one row by its key), read whole again only when that
 * changed. A failed look keeps the copy and is tried again at the next.
 * (docs/adr/0202-operators-override-catalogue-texts.md)
 */
export class OverrideSync {
  /** the revision the copy was read at; undefined before the first read */
  private revision: number | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  /** bumped by `stale`: a look that began before it cannot answer for after it */
  private generation = 0;
  /** the generation of the last look that succeeded: below `generation`, this process's own write is not in the copy yet */
  private seen = 0;
  private pending: { generation: number; done: Promise<void> } | undefined;
  /** names this copy in `appliedBy` */
  private readonly name = Symbol('translation overrides');
  private byLocale = new Map<Locale, ReadonlyMap<string, string>>();
  private reads = 0;

  constructor(private readonly deps: { db: Queryable; clock: Clock; log: FastifyBaseLogger }) {}

  /** The copy's overrides of `locale`'s messages, by message id. */
  overridesIn(locale: Locale): ReadonlyMap<string, string> {
    return this.byLocale.get(locale) ?? new Map();
  }

  /** Counts the copy's reads of the overrides: what was made from the copy is current while it stays the same. */
  get version(): number {
    return this.reads;
  }

  /** Whether the copy is due for a look (a clock set back counts as due). */
  due(): boolean {
    const since = this.deps.clock.now().getTime() - this.checkedAt;
    return !(since >= 0 && since < RECHECK_MS);
  }

  /** Looks at the revision now (joining a look under way that began since the last `stale`); never rejects. */
  refresh(): Promise<void> {
    if (this.pending && this.pending.generation === this.generation) return this.pending.done;
    const generation = this.generation;
    const before = this.pending?.done ?? Promise.resolve();
    const done = before
      .then(() => this.check(generation))
      .catch((err: unknown) => this.deps.log.debug({ err }, 'translation overrides not re-read; the copy held is kept'))
      .finally(() => {
        if (this.pending?.done === done) this.pending = undefined;
      });
    this.pending = { generation, done };
    return done;
  }

  /** This process wrote an override: its copy is behind until a look that began after this one succeeds. */
  stale(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
    this.generation += 1;
  }

  /** Whether this process wrote an override that its copy does not hold yet (its next request waits for a look). */
  behindOwnWrite(): boolean {
    return this.seen < this.generation;
  }

  /** Waits for a look under way (closing). */
  async settled(): Promise<void> {
    await this.pending?.done;
  }

  /** Takes the copy's words out of translate, if they are the ones in use (the instance closes). */
  release(): void {
    if (appliedBy !== this.name) return;
    for (const locale of LOCALES) setOverrides(locale, {});
    appliedBy = undefined;
  }

  private async check(generation: number): Promise<void> {
    this.checkedAt = this.deps.clock.now().getTime();
    // the revision before the rows: rows newer than it are read again at the next look, never older ones kept
    const revision = await readRevision(this.deps.db);
    if (revision !== this.revision || appliedBy !== this.name) {
      const rows = await readOverrides(this.deps.db);
      this.byLocale = apply(rows);
      this.reads += 1;
      appliedBy = this.name;
      this.revision = revision;
    }
    this.seen = Math.max(this.seen, generation);
  }
}
