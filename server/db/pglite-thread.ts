import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** What PGlite.create is given on the thread (data that can cross to it). */
export interface PGliteThreadOptions {
  /** the data directory; none: in memory */
  dataDir?: string;
  /** Postgres' shared_buffers, e.g. '16MB' */
  sharedBuffers: string;
  /** a tar file from PGlite's dumpDataDir: an in-memory database starts as its copy */
  loadDataDirFile?: string;
}

type Parsers = NonNullable<QueryOptions['parsers']>;
interface ErrorData {
  name: string;
  message: string;
  props: Record<string, unknown>;
}
interface Reply {
  id: number;
  result?: unknown;
  error?: ErrorData;
}
type Call =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; parsed: number[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { op: 'close' };

const WORKER_FILE = new URL('./pglite-worker.mjs', import.meta.url);

function rebuildError(data: ErrorData): Error {
  // the props (code, detail, constraint…) are what callers and the log's redaction look at
  return Object.assign(new Error(data.message), data.props, { name: data.name });
}

/** The main thread's parsers, run on the values the thread left as text (PGlite runs none on a null). */
function parse(result: Results, parsers: Parsers, rowMode: 'array' | 'object'): Results {
  const columns = result.fields.flatMap((f, index) => {
    const parser = parsers[f.dataTypeID] as ((value: string) => unknown) | undefined;
    return parser ? [{ key: rowMode === 'array' ? index : f.name, parser }] : [];
  });
  if (!columns.length) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const c of columns) if (row[c.key] !== null) row[c.key] = c.parser(row[c.key] as string);
  }
  return result;
}

/**
 * PGlite on a worker thread, with the part of PGlite's interface that drizzle, pg-boss and
 * the server use: query (with rowMode and parsers), exec, transaction, close. Statements queue
 * in PGlite on the thread as they would in this one (a transaction has the database to itself
 * until it ends); what changes is that this thread keeps serving sockets meanwhile.
 */
export class PGliteThread {
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private nextTx = 1;
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: Reply) => this.settle(m));
    worker.on('error', (err) => this.stop(err));
    worker.on('exit', (code) => this.stop(new Error(`PGlite's thread stopped (exit code ${code})`)));
    // idle, the thread does not keep the process alive (as PGlite in this thread would not)
    worker.unref();
  }

  /** Starts the thread and PGlite on it; resolves once the database is open. */
  static start(options: PGliteThreadOptions): Promise<PGliteThread> {
    const worker = new Worker(WORKER_FILE, { workerData: options });
    return new Promise((resolve, reject) => {
      const done = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (m: { ready?: boolean }) => {
        if (!m.ready) return;
        done();
        resolve(new PGliteThread(worker));
      };
      const onError = (err: Error) => {
        done();
        reject(err);
      };
      const onExit = (code: number) => {
        done();
        reject(new Error(`PGlite's thread stopped (exit code ${code}) before the database was open`));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });
  }

  async query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<Results<T>> {
    const { rowMode = 'object', parsers, ...rest } = options;
    const unsupported = Object.keys(rest).filter((k) => rest[k as keyof typeof rest] !== undefined);
    if (unsupported.length) throw new Error(`PGlite on a thread does not take the query option(s) ${unsupported.join(', ')}`);
    const parsed = parsers ? Object.keys(parsers).map(Number) : [];
    const result = (await this.call({ op: 'query', sql, params, rowMode, parsed, tx })) as Results<T>;
    return parsers ? (parse(result as Results, parsers, rowMode) as Results<T>) : result;
  }

  async exec(sql: string, _options?: QueryOptions, tx?: number): Promise<Results[]> {
    return (await this.call({ op: 'exec', sql, tx })) as Results[];
  }

  /** As PGlite's: commits what `fn` did when it returns, rolls it back when it throws (or calls rollback). */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = this.nextTx++;
    await this.call({ op: 'begin', tx: id });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async (sql: string, params?: unknown[], options?: QueryOptions) => (open(), this.query(sql, params, options, id)),
      exec: async (sql: string, options?: QueryOptions) => (open(), this.exec(sql, options, id)),
      rollback: async () => {
        open();
        closed = true;
        await this.call({ op: 'rollback', tx: id });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await fn(tx);
      if (!closed) {
        closed = true;
        await this.call({ op: 'commit', tx: id });
      }
      return result;
    } catch (err) {
      if (!closed) {
        closed = true;
        await this.call({ op: 'rollback', tx: id });
      }
      throw err;
    }
  }

  async close(): Promise<void> {
    if (!this.stopped) await this.call({ op: 'close' }).catch(() => undefined);
    this.stop(new Error('PGlite is closed'));
    await this.worker.terminate();
  }

  /** As drizzle's PGlite driver takes it: it calls query and transaction only. */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }

  private call(call: Call): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // waiting for an answer keeps the process alive; idle, the thread does not
      if (this.pending.size === 1) this.worker.ref();
      try {
        this.worker.postMessage({ ...call, id });
      } catch (err) {
        this.pending.delete(id);
        if (!this.pending.size) this.worker.unref();
        reject(err as Error);
      }
    });
  }

  private settle(m: Reply) {
    const waiting = this.pending.get(m.id);
    if (!waiting) return;
    this.pending.delete(m.id);
    if (!this.pending.size) this.worker.unref();
    if (m.error) waiting.reject(rebuildError(m.error));
    else waiting.resolve(m.result);
  }

  private stop(reason: Error) {
    this.stopped ??= reason;
    for (const { reject } of this.pending.values()) reject(reason);
    this.pending.clear();
  }
}
