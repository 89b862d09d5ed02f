import { sql } from 'drizzle-orm';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { seed } from '@/server/db/seed';
import { benchDb, elapsedMs, insertUsers, percentile } from './setup';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

const FILTERS = [
  { trnx_type: 'deposit', status: 'pending' },
  { trnx_type: 'deposit', status: 'successful' },
  { trnx_type: 'withdraw', status: 'pending' },
  { trnx_type: 'withdraw', status: 'successful' },
  { trnx_type: 'investment', status: 'active' },
  { trnx_type: 'investment', status: 'completed' },
];

/**
 * The admin transactions list over TRANSACTIONS rows, through HTTP (app.inject): filtered
 * by type and status, sorted by createdAt, one page of 25 with its total (Content-Range).
 */
export async function benchTransactionsList(kind: 'pglite' | 'postgres') {
  const bench = await benchDb(kind);
  const { db } = bench.handle;
  try {
    await insertUsers(bench.handle, 10_000, 0);
    // types 40 % deposits, 20 % withdrawals, 40 % investments; statuses spread within each;
    // created over two years
    await db.execute(sql`
      insert into transactions (user_id, type, amount_cents, status, payment_method, payment_address, plan_name, created_at, updated_at)
      select u.id,
        (case when g % 5 < 2 then 'deposit' when g % 5 = 2 then 'withdraw' else 'investment' end)::transaction_type,
        10000 + (g::bigint * 7919) % 1000000,
        case when g % 5 < 3 then (array['pending','successful','failed'])[1 + (g / 5) % 3]
             else (array['active','completed','failed','inactive'])[1 + (g / 5) % 4] end,
        'btc', 'bc1qbench' || g, case when g % 5 >= 3 then 'Bench plan' end,
        timestamptz '2025-01-01' + (g * interval '63 seconds'),
        timestamptz '2025-01-01' + (g * interval '63 seconds')
      from generate_series(1, ${TRANSACTIONS}) g
      join (select id, row_number() over () - 1 as n from users) u on u.n = g % 10000`);
    if (kind === 'postgres') await db.execute(sql`vacuum analyze`);
    await seed(db, ADMIN);

    const app = await buildApp({
      config: { ...loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', RATE_LIMIT_MAX: '1000000', STAFF_2FA: 'optional' }) },
      handle: bench.handle,
      jwtSecret: 'bench-secret-that-is-long-enough-0123456789abcdef',
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email_address: ADMIN.email, password: ADMIN.password },
      });
      const token = login.json().accessToken as string;
      const times: number[] = [];
      for (let i = 0; i < REQUESTS + 10; i++) {
        const filter = FILTERS[i % FILTERS.length];
        const page = (i * 7) % 40;
        const order = i % 2 ? 'DESC' : 'ASC';
        const query = new URLSearchParams({
          filter: JSON.stringify(filter),
          sort: JSON.stringify(['createdAt', order]),
          range: JSON.stringify([page * 25, page * 25 + 24]),
        });
        const t0 = process.hrtime.bigint();
        const res = await app.inject({ url: `/api/transaction/all/?${query}`, headers: { authorization: `Bearer ${token}` } });
        const ms = elapsedMs(t0);
        if (res.statusCode !== 200 || !/^transaction \d+-\d+\/\d+$/.test(String(res.headers['content-range']))) {
          throw new Error(`list answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        }
        if (i >= 10) times.push(ms); // the first requests warm caches
      }
      times.sort((a, b) => a - b);
      return {
        label: bench.label,
        transactions: TRANSACTIONS,
        requests: times.length,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: times[times.length - 1],
      };
    } finally {
      await app.close();
    }
  } finally {
    await bench.handle.close().catch(() => undefined);
    await bench.drop();
  }
}
