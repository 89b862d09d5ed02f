// The log never holds a TOTP secret, a code, a recovery code or a sign-in challenge: not on
// the way through, not when the database fails half-way through enabling.
import { sql } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import type { ManualClock } from '@/server/lib/clock';
import {
  createInvestor,
  createTestApp,
  expectError,
  injectAs,
  TEST_JWT_SECRET,
  type TestApp,
  type TestContext,
} from '@/tests/helpers/test-app';
import { challengeFor, codeStep, enrol, midStepClock, nextCode } from './two-factor-helpers';

let ctx: TestContext;
let app: TestApp;
let clock: ManualClock;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  clock = midStepClock();
  ctx = await createTestApp({}, { clock });
  // the same database, served by an app that logs everything it would log into memory
  const stream: DestinationStream = { write: (line: string) => void lines.push(line) };
  app = await buildApp({
    config: { ...ctx.config, logLevel: 'trace' },
    handle: ctx.handle,
    jwtSecret: TEST_JWT_SECRET,
    logStream: stream,
    clock,
  });
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

describe('the log around two-factor sign-in', () => {
  it('holds none of the secret, the codes, the recovery codes or the challenge', async () => {
    const u = await createInvestor(app);
    const { secret, recoveryCodes } = await enrol(app, u, clock);
    const challenge = await challengeFor(app, u);
    const code = nextCode(clock, secret);
    expect((await codeStep(app, challenge, code)).statusCode).toBe(200);
    expect((await codeStep(app, await challengeFor(app, u), recoveryCodes[0])).statusCode).toBe(200);
    expectError(await codeStep(app, await challengeFor(app, u), recoveryCodes[0]), 401);
    expect(lines.length).toBeGreaterThan(0);
    const text = log();
    for (const needle of [secret, code, challenge, ...recoveryCodes, ...recoveryCodes.map((c) => c.replace('-', ''))]) {
      expect(text.includes(needle), `the log holds ${needle}`).toBe(false);
    }
  });

  it('a failed insert of the recovery codes logs neither them nor their hashes', async () => {
    await ctx.db.execute(sql`
      create function refuse_recovery_insert() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await ctx.db.execute(
      sql`create trigger refuse_recovery before insert on two_factor_recovery_codes for each row execute function refuse_recovery_insert()`,
    );
    const u = await createInvestor(app);
    const { secret } = (
      await injectAs(app, u.token, { method: 'POST', url: '/api/auth/2fa/setup', payload: { password: u.password } })
    ).json() as { secret: string };
    const code = nextCode(clock, secret);
    const before = lines.length;
    expectError(
      await injectAs(app, u.token, { method: 'POST', url: '/api/auth/2fa/enable', payload: { password: u.password, code } }),
      500,
    );
    const text = lines.slice(before).join('');
    expect(text).toContain('request failed');
    for (const needle of [secret, code, '$argon2']) expect(text.includes(needle), `the log holds ${needle}`).toBe(false);
  });
});
