import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { Request } from 'autocannon';
import type pg from 'pg';
import { DEMO_WALLETS } from '@/server/db/seed-data';
import { CPU_PROFILE_DIR } from './config';
import { startServer } from './processes';
import { ADMIN, JWT_SECRET, PASSWORD } from './setup';

export interface Account {
  id: string;
  token: string;
}

const CPU_PROFILER = pathToFileURL(path.join(import.meta.dirname, 'servers/cpu-profile.mjs')).href;

export const tempDir = (name: string) => mkdtempSync(path.join(tmpdir(), `bench-${name}-`));

const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/**
 * The real server, as `npm start` runs it, on PostgreSQL (`databaseUrl`) or on PGlite in
 * `dataDir`, once its first accrual cycle has ended, and on PGlite its first vacuum pass (see
 * firstRunEnded).
 */
export async function startProduct(dataDir: string, databaseUrl?: string) {
  const started = await startServer('product', {
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // the admin uses the back office without a second factor; the request budget is not what is measured
    STAFF_2FA: 'optional',
    RATE_LIMIT_MAX: '1000000000',
    // a CPU profile of each start, written when it stops: where a figure's time goes
    ...(CPU_PROFILE_DIR && { NODE_OPTIONS: `--import=${CPU_PROFILER}`, BENCH_CPU_PROFILE_DIR: CPU_PROFILE_DIR }),
    METRICS_TOKEN,
  });
  await firstRunEnded(started.base, 'accrual');
  if (!databaseUrl) await firstRunEnded(started.base, 'pglite-vacuum');
  return started;
}

/**
 * Waits for the end of the first run of a periodic job (job_duration_seconds in /metrics).
 * The accrual cycle runs as the server starts (catching up after downtime): over the bench's
 * 100,000 active investments it walks every batch twice for ~25 s, hourly work that must not
 * land in one figure's ten seconds and not the next's (it did: GET / read 0.69 of the same
 * bytes while it ran, 0.98-1.01 without). On PGlite the vacuum job's first pass comes a minute
 * after start and vacuums what the data's load and that cycle left, on PGlite's thread (GET /
 * read 0.62 of the same bytes there, 0.80 on PostgreSQL). Cold start is measured before this,
 * to the first answer.
 */
async function firstRunEnded(base: string, job: 'accrual' | 'pglite-vacuum') {
  const deadline = performance.now() + 600_000;
  const ended = new RegExp(`^job_duration_seconds_count\\{job="${job}"[^}]*\\} [1-9]`, 'm');
  for (;;) {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await res.text();
    if (!res.ok) throw new Error(`/metrics answered ${res.status}: ${text.slice(0, 200)}`);
    if (ended.test(text)) return;
    if (performance.now() > deadline) throw new Error(`the server's first ${job} run did not end within 10 minutes`);
    await sleep(100);
  }
}

export async function login(base: string, email: string, password = PASSWORD): Promise<Account> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_address: email, password }),
  });
  const body = (await res.json()) as { _id?: string; accessToken?: string };
  if (!res.ok || !body.accessToken || !body._id) throw new Error(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(body)}`);
  return { id: body._id, token: body.accessToken };
}

/** Signs in `prefix`1..`count` (@example.com), a few at a time. */
export async function loginMany(base: string, prefix: string, count: number): Promise<Account[]> {
  const out: Account[] = new Array<Account>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      out[i] = await login(base, `${prefix}${i + 1}@example.com`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return out;
}

export const auth = (a: Account) => ({ authorization: `Bearer ${a.token}`, 'content-type': 'application/json' });

export const BTC_WALLET = DEMO_WALLETS.find((w) => w.currency === 'btc')!.address;

/** Deposit saves, one writer after another (each may have 5 pending); the new ids go to `ids`. */
export function depositSaves(writers: Account[], ids: string[]): Request[] {
  let i = 0;
  return [
    {
      method: 'POST',
      path: '/api/transaction/save',
      setupRequest: (req) => {
        const w = writers[i++ % writers.length];
        return {
          ...req,
          headers: auth(w),
          body: JSON.stringify({ userid: w.id, trnx_type: 'deposit', amount: 500, payment_method: 'Bitcoin', payment_address: BTC_WALLET }),
        };
      },
      onResponse: (status, body) => {
        if (status === 201) ids.push((JSON.parse(body) as { _id: string })._id);
      },
    },
  ];
}

/** An admin approving the pending deposits `ids`, each once (PUT status successful credits the balance). */
export function depositApprovals(admin: Account, ids: string[]): Request[] {
  let i = 0;
  return [
    {
      method: 'PUT',
      setupRequest: (req) => ({
        ...req,
        path: `/api/transaction/${ids[i++ % ids.length]}`,
        headers: auth(admin),
        body: JSON.stringify({ status: 'successful' }),
      }),
    },
  ];
}

const FILTERS = [
  { trnx_type: 'deposit', status: 'pending' },
  { trnx_type: 'deposit', status: 'successful' },
  { trnx_type: 'withdraw', status: 'pending' },
  { trnx_type: 'withdraw', status: 'successful' },
  { trnx_type: 'investment', status: 'active' },
  { trnx_type: 'investment', status: 'completed' },
];

/** The n-th admin list request: a type and status, sorted by createdAt either way, one of the first 40 pages of 50. */
function listRequest(n: number) {
  return { filter: FILTERS[n % FILTERS.length], order: n % 2 ? ('desc' as const) : ('asc' as const), offset: ((n * 7) % 40) * 50 };
}

export function listPath(n: number) {
  const { filter, order, offset } = listRequest(n);
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify(['createdAt', order.toUpperCase()]),
    range: JSON.stringify([offset, offset + 49]),
  });
  return `/api/transaction/all/?${query}`;
}

// the page as the list's indexes allow it at best: 50 ids from the (type, status, created_at)
// index, then only those rows with their owners' names, and the kept count beside them
const listPageSql = (order: 'asc' | 'desc') =>
  `select t.*, u.name as user_name, u.email as user_email,
     (select sum(n)::int from transaction_counts where type = $1 and status = $2) as total
   from (select id from transactions where type = $1 and status = $2 order by created_at ${order}, id ${order} limit 50 offset $3) page
   join transactions t on t.id = page.id join users u on u.id = t.user_id
   order by t.created_at ${order}, t.id ${order}`;

/**
 * The n-th list request (as listPath(n) asks for it) straight at the database, as one prepared
 * statement: its page with the kept count. The least the list can cost.
 */
export async function listSql(c: pg.PoolClient, n: number) {
  const { filter, order, offset } = listRequest(n);
  const { rows } = await c.query<{ total: number }>({
    name: `bench_list_${order}`,
    text: listPageSql(order),
    values: [filter.trnx_type, filter.status, offset],
  });
  if (rows.length !== 50 || !(rows[0].total > offset))
    throw new Error(`the list's statement gave ${rows.length} rows of ${rows[0]?.total}`);
}

export function listRequests(admin: Account): Request[] {
  let n = 0;
  return [{ method: 'GET', setupRequest: (req) => ({ ...req, path: listPath(n++), headers: auth(admin) }) }];
}

/** One list request checked by hand before the load: 200, a Content-Range, and a full page when there are rows enough. */
export async function checkList(base: string, admin: Account, transactions: number) {
  const res = await fetch(`${base}${listPath(0)}`, { headers: auth(admin) });
  const body = (await res.json()) as unknown[];
  const range = res.headers.get('content-range') ?? '';
  if (res.status !== 200 || !range.startsWith('transaction ')) {
    throw new Error(`the list answered ${res.status} (${range}): ${JSON.stringify(body).slice(0, 200)}`);
  }
  if (transactions >= 15 * 50 && body.length !== 50) throw new Error(`the list gave ${body.length} rows, not 50`);
}
