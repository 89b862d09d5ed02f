// What the run proves, each as a row: what was expected, what was seen, pass or not.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import pg from 'pg';
import { call, pool } from './client';
import { ROOT, type Instance } from './cluster';
import type { AckedWrite } from './load';

export interface Check {
  name: string;
  expected: string;
  observed: string;
  pass: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const counts = (names: (string | undefined)[]) =>
  Object.entries(names.reduce<Record<string, number>>((acc, n) => ((acc[n ?? 'direct'] = (acc[n ?? 'direct'] ?? 0) + 1), acc), {}))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

/** Wrong-password sign-ins one after another until the first 429; how many were refused with 401 before it. */
async function failuresBefore429(base: string, email: string, ip: string, max: number) {
  const servedBy: (string | undefined)[] = [];
  for (let n = 0; n < max + 3; n++) {
    const a = await call(base, '/api/user/login', { method: 'POST', ip, body: { email_address: email, password: 'not-the-password' } });
    servedBy.push(a.servedBy);
    if (a.status === 429) return { allowed: n, servedBy };
    // a negative count: the status that came instead of 401 (0: no answer)
    if (a.status !== 401) return { allowed: -a.status || -1, servedBy };
  }
  return { allowed: max + 3, servedBy };
}

/** Requests from one address, eight at a time, to a route that costs nothing (401 without a token); how many were not 429. */
async function answeredBeforeLimit(base: string, ip: string, total: number) {
  const statuses: number[] = [];
  const servedBy: (string | undefined)[] = [];
  await pool(total, 8, async () => {
    const a = await call(base, '/api/profile/me', { ip });
    statuses.push(a.status);
    if (a.status !== 429) servedBy.push(a.servedBy);
  });
  return { allowed: statuses.filter((s) => s !== 429).length, servedBy };
}

/** A count that reached the number of tries saw no 429 at all. */
const shown = (allowed: number, tries: number) =>
  allowed === tries
    ? `all ${tries} (no 429)`
    : allowed === -1
      ? 'no answer instead of 401'
      : allowed < 0
        ? `a ${-allowed} instead of 401`
        : String(allowed);

/** (a) The limits are counted in Redis: through the balancer they trip at the count one instance alone trips at. */
export async function sharedLimits(o: { lb: string; a: Instance; email: string; loginMax: number; apiMax: number }): Promise<Check[]> {
  const viaLb = await failuresBefore429(o.lb, o.email, '10.255.0.1', o.loginMax);
  const alone = await failuresBefore429(o.a.url, o.email, '10.255.0.2', o.loginMax);
  const apiLb = await answeredBeforeLimit(o.lb, '10.255.0.3', o.apiMax + 20);
  const apiAlone = await answeredBeforeLimit(o.a.url, '10.255.0.4', o.apiMax + 20);
  const spread = (s: (string | undefined)[]) => new Set(s.filter(Boolean)).size >= 2;
  return [
    {
      name: '(a) failed sign-ins before 429, one e-mail and address',
      expected: `${o.loginMax} through the balancer (spread over both) = ${o.loginMax} on one instance`,
      observed: `balancer ${shown(viaLb.allowed, o.loginMax + 3)} (${counts(viaLb.servedBy)}); instance a alone ${shown(alone.allowed, o.loginMax + 3)}`,
      pass: viaLb.allowed === o.loginMax && alone.allowed === o.loginMax && spread(viaLb.servedBy),
    },
    {
      name: '(a) API requests a minute before 429, one address',
      expected: `${o.apiMax} through the balancer (spread over both) = ${o.apiMax} on one instance`,
      observed: `balancer ${shown(apiLb.allowed, o.apiMax + 20)} (${counts(apiLb.servedBy)}); instance a alone ${shown(apiAlone.allowed, o.apiMax + 20)}`,
      pass: apiLb.allowed === o.apiMax && apiAlone.allowed === o.apiMax && spread(apiLb.servedBy),
    },
  ];
}

/** (b) A token from the balancer works on each instance directly; signing out on one ends it on the other. */
export async function sharedSessions(o: { lb: string; a: Instance; b: Instance; email: string; password: string }): Promise<Check[]> {
  const ip = '10.255.0.5';
  const login = await call(o.lb, '/api/user/login', { method: 'POST', ip, body: { email_address: o.email, password: o.password } });
  const token = (login.body as { accessToken?: string })?.accessToken;
  const id = (login.body as { _id?: string })?._id;
  const onA = await call(o.a.url, '/api/profile/me', { token });
  const onB = await call(o.b.url, '/api/profile/me', { token });
  const idOf = (x: { body: unknown }) => (x.body as { _id?: string })?._id;
  const logout = await call(o.a.url, '/api/user/logout', { method: 'POST', token });
  const afterOnB = await call(o.b.url, '/api/profile/me', { token });
  return [
    {
      name: '(b) a session made through the balancer works on each instance',
      expected: 'sign-in 200; GET /api/profile/me 200 with the same user on a and on b',
      observed: `sign-in ${login.status} (by ${login.servedBy ?? '?'}); a ${onA.status}, b ${onB.status}`,
      pass: login.status === 200 && onA.status === 200 && onB.status === 200 && idOf(onA) === id && idOf(onB) === id,
    },
    {
      name: '(b) signing out on one instance ends the session on the other',
      expected: 'sign-out on a 204, then b answers 401',
      observed: `sign-out ${logout.status}, then b ${afterOnB.status}`,
      pass: logout.status === 204 && afterOnB.status === 401,
    },
  ];
}

/** JSON lines of a server log written after byte `from`. */
export function logLines(file: string, from = 0): Record<string, unknown>[] {
  return readFileSync(file)
    .subarray(from)
    .toString('utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => {
      try {
        return JSON.parse(l) as Record<string, unknown>;
      } catch {
        return {};
      }
    });
}

export const logSize = (file: string) => statSync(file).size;

/**
 * (c) A day of profit comes due on every investment at once (their next accrual moved to a
 * minute ago, as if a day had passed); both instances run the accrual every second. Each
 * investment must get exactly one accrual for day 1, and the instances' own reports must add
 * up to one payment per investment, not two.
 */
export async function accrualOnce(o: { databaseUrl: string; instances: Instance[] }): Promise<Check[]> {
  const db = new pg.Client({ connectionString: o.databaseUrl });
  await db.connect();
  try {
    const offsets = o.instances.map((i) => logSize(i.logFile));
    const { rows: due } = await db.query<{ id: string }>(
      `update transactions set next_accrual_at = now() - interval '1 minute'
       where type = 'investment' and status = 'active' and accrued_days = 0 returning id`,
    );
    const ids = due.map((r) => r.id);
    const deadline = Date.now() + 60_000;
    let paid = 0;
    while (Date.now() < deadline) {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from transactions where id = any($1::uuid[]) and accrued_days >= 1`,
        [ids],
      );
      paid = rows[0].n;
      if (paid === ids.length) break;
      await sleep(250);
    }
    // a few more cycles on both instances: none of them may pay the day again
    await sleep(3000);
    const { rows: perInvestment } = await db.query<{ days: number; entries: number; day1: number }>(
      `select t.accrued_days as days,
              (select count(*)::int from ledger_entries l where l.transaction_id = t.id and l.kind = 'accrual') as entries,
              (select count(*)::int from ledger_entries l where l.transaction_id = t.id and l.kind = 'accrual' and l.accrual_day = 1) as day1
       from transactions t where t.id = any($1::uuid[])`,
      [ids],
    );
    const exactlyOnce = perInvestment.filter((r) => r.days === 1 && r.entries === 1 && r.day1 === 1).length;
    const reported = o.instances.map((inst, k) => ({
      name: inst.name,
      days: logLines(inst.logFile, offsets[k])
        .filter((l) => l.msg === 'accrual: profit paid and investments settled')
        .reduce((sum, l) => sum + Number(l.daysPaid ?? 0), 0),
    }));
    const total = reported.reduce((s, r) => s + r.days, 0);
    return [
      {
        name: '(c) periodic work: accrual pays each investment once',
        expected: `${ids.length} investments due, each with accrued_days 1 and one ledger accrual (day 1)`,
        observed: `${paid} paid, ${exactlyOnce} exactly once`,
        pass: ids.length > 0 && paid === ids.length && exactlyOnce === ids.length,
      },
      {
        name: "(c) periodic work: the instances' own reports",
        expected: `days paid, summed over the instances' logs = ${ids.length}`,
        observed: `${reported.map((r) => `${r.name} ${r.days}`).join(', ')} (total ${total})`,
        pass: total === ids.length,
      },
    ];
  } finally {
    await db.end();
  }
}

/** (c) The e-mail queue: no job handed to the mailer twice, across the instances (whole run). */
export function mailJobsOnce(instances: Instance[]): Check {
  const handed = instances.flatMap((i) =>
    logLines(i.logFile)
      .filter((l) => l.msg === 'e-mail handed to the mail server')
      .map((l) => ({ id: String((l.job as { id?: string })?.id), by: i.name })),
  );
  const seen = new Map<string, number>();
  for (const h of handed) seen.set(h.id, (seen.get(h.id) ?? 0) + 1);
  const twice = [...seen.values()].filter((n) => n > 1).length;
  return {
    name: '(c) periodic work: e-mail jobs (pg-boss) handed over once',
    expected: 'no job id in two "handed to the mail server" lines',
    observed: `${handed.length} handed (${counts(handed.map((h) => h.by))}), ${twice} twice`,
    pass: handed.length > 0 && twice === 0,
  };
}

/**
 * (d) After the kill: every money write that was answered 2xx is in the database as answered,
 * and every cached balance equals its ledger (`npm run reconcile`'s own check).
 */
export async function acknowledgedWrites(o: {
  databaseUrl: string;
  deposits: AckedWrite[];
  approvals: AckedWrite[];
  investments: AckedWrite[];
}): Promise<Check[]> {
  const db = new pg.Client({ connectionString: o.databaseUrl });
  await db.connect();
  const missing = async (writes: AckedWrite[], query: string) => {
    const { rows } = await db.query<{ id: string }>(query, [
      writes.map((w) => w.id),
      writes.map((w) => w.userId),
      writes.map((w) => w.amountCents),
    ]);
    const found = new Set(rows.map((r) => r.id));
    return writes.filter((w) => !found.has(w.id)).length;
  };
  const asGiven = `with w(id, user_id, cents) as (select * from unnest($1::uuid[], $2::uuid[], $3::bigint[]))`;
  try {
    const lostDeposits = await missing(
      o.deposits,
      `${asGiven} select t.id::text from w join transactions t on t.id = w.id and t.user_id = w.user_id and t.amount_cents = w.cents and t.type = 'deposit'`,
    );
    // approved: the status, and the credit in the ledger
    const lostApprovals = await missing(
      o.approvals,
      `${asGiven} select t.id::text from w join transactions t on t.id = w.id and t.status = 'successful'
       where (select coalesce(sum(l.amount_cents), 0) from ledger_entries l where l.transaction_id = t.id and l.kind = 'deposit') = w.cents`,
    );
    const lostInvestments = await missing(
      o.investments,
      `${asGiven} select t.id::text from w join transactions t on t.id = w.id and t.user_id = w.user_id and t.amount_cents = w.cents and t.type = 'investment'`,
    );
    const reconcile = spawnSync(process.execPath, ['--import', 'tsx', 'server/scripts/reconcile.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: o.databaseUrl },
      encoding: 'utf8',
    });
    const said = `${reconcile.stdout}${reconcile.stderr}`.trim().split('\n')[0] ?? '';
    return [
      {
        name: '(d) acknowledged money writes survive the kill',
        expected: 'every 2xx deposit, approval (status + ledger credit) and investment in the database',
        observed: `missing: deposits ${lostDeposits}/${o.deposits.length}, approvals ${lostApprovals}/${o.approvals.length}, investments ${lostInvestments}/${o.investments.length}`,
        pass: o.deposits.length > 0 && lostDeposits + lostApprovals + lostInvestments === 0,
      },
      {
        name: '(d) cached balances = ledger sums (npm run reconcile)',
        expected: 'exit 0',
        observed: `exit ${reconcile.status}: ${said}`,
        pass: reconcile.status === 0,
      },
    ];
  } finally {
    await db.end();
  }
}
