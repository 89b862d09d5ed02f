// PGlite on a thread of its own (server/db/pglite-thread.ts is the other side). PGlite runs
// every statement synchronously on the thread that owns it: on the server's main thread a 7 ms
// list query blocks all sockets for 7 ms, and under load Node then serves its connections so
// unevenly that some wait seconds. Here, the main thread keeps serving while a statement runs.
// Plain JavaScript: a worker's file is loaded by Node itself, from source (tests) as from the
// build, with no TypeScript loader.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const identity = (value) => value;

/** What of an error crosses to the main thread: its name, message and every plain property (code, detail, constraint…). */
function errorData(err) {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), props: {} };
  const props = {};
  for (const [key, value] of Object.entries(err)) {
    const t = typeof value;
    if (value === null || t === 'string' || t === 'number' || t === 'boolean' || t === 'bigint') props[key] = value;
  }
  return { name: err.name, message: err.message, props };
}

// PGlite starts Postgres with -F (fsync off). Dropping that flag makes Postgres ask for fsync on
// every commit, the strongest durability PGlite offers on Node.
// shared_buffers: Postgres zeroes all of it at start (about 1 s of the start for the default
// 128 MB) and it stays resident; the data files are on disk behind the OS page cache, so a
// smaller pool costs little (see docs/pending-coldstart.md).
const { dataDir, sharedBuffers, loadDataDirFile } = workerData;
const startParams = [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', `shared_buffers=${sharedBuffers}`];
const db = await PGlite.create({
  dataDir,
  startParams,
  relaxedDurability: false,
  // a data directory dumped by dumpDataDir (tests start from one) is read here, not sent over
  ...(loadDataDirFile && { loadDataDir: new Blob([readFileSync(loadDataDirFile)]) }),
});

/** open transactions by the main thread's number: their PGlite handle (once begun) and how to end them */
const transactions = new Map();
/** what ends a transaction the main thread rolls back: PGlite's transaction() rolls back on any throw */
const ROLLBACK = Symbol('rollback');

const reply = (id, result) => parentPort.postMessage({ id, result });
const fail = (id, err) => parentPort.postMessage({ id, error: errorData(err) });

function begin(id, txId) {
  const t = { tx: undefined, end: undefined, finish: undefined };
  const ended = new Promise((resolve) => (t.end = resolve));
  t.finish = db
    .transaction(async (tx) => {
      t.tx = tx;
      reply(id, null);
      if (!(await ended)) throw ROLLBACK;
    })
    .finally(() => transactions.delete(txId));
  // BEGIN itself failed: the main thread still waits for its answer
  t.finish.catch((err) => {
    if (!t.tx) fail(id, err);
  });
  transactions.set(txId, t);
}

async function handle(m) {
  const target = m.tx === undefined ? db : transactions.get(m.tx)?.tx;
  switch (m.op) {
    case 'query': {
      if (!target) throw new Error('Transaction is closed');
      // the main thread's parsers run there; here their types are left as text
      const parsers = m.parsed.length ? Object.fromEntries(m.parsed.map((type) => [type, identity])) : undefined;
      const { rows, fields, affectedRows } = await target.query(m.sql, m.params, { rowMode: m.rowMode, parsers });
      return { rows, fields, affectedRows };
    }
    case 'exec': {
      if (!target) throw new Error('Transaction is closed');
      const results = await target.exec(m.sql);
      return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
    }
    case 'begin':
      begin(m.id, m.tx);
      return undefined; // answered by begin() once PGlite has begun it
    case 'commit':
    case 'rollback': {
      const t = transactions.get(m.tx);
      if (!t) throw new Error('Transaction is closed');
      t.end(m.op === 'commit');
      try {
        await t.finish;
      } catch (err) {
        if (err !== ROLLBACK) throw err;
      }
      return null;
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${m.op}`);
  }
}

parentPort.on('message', (m) => {
  handle(m).then(
    (result) => {
      if (result !== undefined) reply(m.id, result);
    },
    (err) => fail(m.id, err),
  );
});
parentPort.postMessage({ ready: true });
