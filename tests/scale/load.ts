// The mixed load through the balancer: each simulated investor signs up, signs in, reads the
// plans and a deposit address, makes two deposits that the admin approves, invests, and reads
// their lists; the admin also reads the back office's pending list. Every money write that
// got a 2xx is kept, so the run can look for it in the database afterwards.
import { randomUUID } from 'node:crypto';
import { call, isTransient, pool, Tally, type Answer, type CallOptions } from './client';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two deposits that together cover one investment at the plan's minimum. */
const DEPOSITS_USD = [1500, 2000];
export const INVEST_USD = 3000;
const ATTEMPTS = 5;

export interface AckedWrite {
  id: string;
  userId: string;
  amountCents: number;
}

export interface LoadResult {
  tally: Tally;
  deposits: AckedWrite[];
  approvals: AckedWrite[];
  investments: AckedWrite[];
  completed: number;
  /** investors whose flow stopped on an answer it could not go on from (first few kept) */
  failed: string[];
  failedCount: number;
  /** requests sent again after no answer or a 502/503/504 */
  retries: number;
  seconds: number;
}

export interface LoadOptions {
  lb: string;
  users: number;
  concurrency: number;
  admin: { token: string; ip: string };
  planId: string;
  address: string;
  /** called once, when half of the investors are through (the kill), with how many are */
  halfway: (done: number) => Promise<void>;
}

/** 10.1.0.1, 10.1.0.2, ...: one client address per investor, away from the checks' 10.255.x.x. */
const addressOf = (i: number) => `10.${1 + ((i >> 16) & 127)}.${(i >> 8) & 255}.${(i & 255) + 1}`;

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const tally = new Tally();
  const result: LoadResult = {
    tally,
    deposits: [],
    approvals: [],
    investments: [],
    completed: 0,
    failed: [],
    failedCount: 0,
    retries: 0,
    seconds: 0,
  };
  let halfwayDone = false;

  /** The same request again (same Idempotency-Key where it has one) until it is answered. */
  const send = async (kind: string, path: string, opts: CallOptions): Promise<Answer> => {
    for (let attempt = 1; ; attempt++) {
      const a = tally.record(kind, await call(o.lb, path, opts));
      if (!isTransient(a) || attempt === ATTEMPTS) return a;
      result.retries++;
      await sleep(200 * attempt);
    }
  };
  const expect = (a: Answer, status: number, what: string) => {
    if (a.status !== status) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.body)?.slice(0, 160) ?? ''}`);
    return a.body as Record<string, unknown>;
  };

  const investor = async (i: number) => {
    const ip = addressOf(i);
    const email = `scale-${i}-${randomUUID().slice(0, 8)}@example.com`;
    const password = `scale-password-${i}`;
    const signup = await send('sign-up', '/api/user/signup', {
      method: 'POST',
      ip,
      body: {
        name: `Scale investor ${i}`,
        phone_no: '+1 555 010 0000',
        email_address: email,
        country: 'Canada',
        password,
        terms_accepted: true,
      },
    });
    // a 409 after a retry: the first attempt made the account, its answer was lost
    if (!(signup.status === 201 || signup.status === 409)) expect(signup, 201, 'sign-up');
    const login = expect(
      await send('sign-in', '/api/user/login', { method: 'POST', ip, body: { email_address: email, password } }),
      200,
      'sign-in',
    );
    const me = { token: String(login.accessToken), ip };
    const userId = String(login._id);
    await send('read: plans', '/api/plans/all', me);
    await send('read: deposit address', '/api/address/btc', me);

    for (const dollars of DEPOSITS_USD) {
      const deposit = await send('write: deposit', '/api/transaction/save', {
        ...me,
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        body: { userid: userId, trnx_type: 'deposit', amount: dollars, payment_method: 'Bitcoin', payment_address: o.address },
      });
      const id = String(expect(deposit, 201, 'deposit')._id);
      result.deposits.push({ id, userId, amountCents: dollars * 100 });
      // pending -> successful is the approval; successful -> successful changes nothing, so a retry is safe
      const approval = await send('write: admin approval', `/api/transaction/${id}`, {
        ...o.admin,
        method: 'PUT',
        body: { status: 'successful' },
      });
      expect(approval, 200, 'approval');
      result.approvals.push({ id, userId, amountCents: dollars * 100 });
    }

    const investment = await send('write: investment', '/api/transaction/invest', {
      ...me,
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: { userid: userId, planId: o.planId, amount: INVEST_USD },
    });
    result.investments.push({ id: String(expect(investment, 201, 'investment')._id), userId, amountCents: INVEST_USD * 100 });

    await send('read: profile', '/api/profile/me', me);
    await send('read: own transactions', `/api/transaction/${userId}`, me);
    await send('read: running investments', `/api/transaction/invest/active/${userId}`, me);
    const pending = encodeURIComponent(JSON.stringify({ status: 'pending' }));
    await send('read: admin list', `/api/transaction/all?filter=${pending}&range=${encodeURIComponent('[0,49]')}`, o.admin);
  };

  const start = performance.now();
  await pool(o.users, o.concurrency, async (i) => {
    try {
      await investor(i);
      result.completed++;
    } catch (err) {
      result.failedCount++;
      if (result.failed.length < 5) result.failed.push(err instanceof Error ? err.message : String(err));
    }
    if (!halfwayDone && result.completed + result.failedCount >= Math.floor(o.users / 2)) {
      halfwayDone = true;
      await o.halfway(result.completed + result.failedCount);
    }
  });
  result.seconds = (performance.now() - start) / 1000;
  return result;
}
