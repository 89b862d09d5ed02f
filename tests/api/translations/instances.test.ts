// Several server processes share one database: an override written through one instance is what
// every other writes once its copy is RECHECK_MS old, with nothing passed between them but the database.
// Under `npm run test:pg` the instances have pools of their own on one PostgreSQL database, as two
// processes would; on PGlite they share the one connection. (In this one test process both
// instances write through the one translate module: the writer has no timer and is asked nothing
// after its write, so what the reader writes comes from its own look at the database.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import type { Config } from '@/server/config';
import type { DbHandle } from '@/server/db/client';
import { ManualClock } from '@/server/lib/clock';
import { RECHECK_MS } from '@/server/modules/translations/sync';
import {
  createTestApp,
  expectError,
  injectAs,
  loginAdmin,
  onPglite,
  onPostgres,
  sharedPostgresDatabase,
  TEST_JWT_SECRET,
  testConfig,
  type TestApp,
} from '@/tests/helpers/test-app';

const SHIPPED = (JSON.parse(readFileSync('common/i18n/catalogues/es.json', 'utf8')) as { msg: { emailInvalid: string } }).msg.emailInvalid;
const FIXED = 'Escribe un correo válido, por ejemplo ana@ejemplo.com';

/** The message of a refused sign-in (msg.emailInvalid), as `app` writes it in Spanish. */
async function spanishRefusal(app: TestApp): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'accept-language': 'es' },
    payload: { email_address: 'not-an-address', password: 'x' },
  });
  return expectError(res, 400).message;
}

/**
 * RECHECK_MS later on the reader's clock: its next request starts a look at the database (and
 * does not wait for it); the look is awaited here, as the requests after it would find it done.
 */
async function readAgain(reader: TestApp, clock: ManualClock) {
  clock.advance(RECHECK_MS);
  await reader.inject({ method: 'GET', url: '/api/health/live' });
  await reader.translationOverrides.settled();
}

/**
 * The writer (no jobs, so no timer) and the reader (its own clock) on one database. The writer
 * stores an override and is asked nothing more: the reader writes the shipped text while its copy
 * is fresh, the override once RECHECK_MS have passed, and the shipped text again after a reset.
 */
async function overrideSeenByTheOther(config: Config, [writerHandle, readerHandle]: DbHandle[]) {
  const readerClock = new ManualClock(new Date('2026-11-29T10:00:00.000Z'));
  const writer = await buildApp({ config, handle: writerHandle, jwtSecret: TEST_JWT_SECRET, workJobs: false });
  const reader = await buildApp({ config, handle: readerHandle, jwtSecret: TEST_JWT_SECRET, clock: readerClock });
  try {
    const admin = await loginAdmin(writer);
    expect(await spanishRefusal(reader)).toBe(SHIPPED);

    const saved = await injectAs(writer, admin.token, {
      method: 'PUT',
      url: '/api/admin/translations/es/msg.emailInvalid',
      payload: { text: FIXED },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // the web apps' words are read from the database: any instance has them at once
    const published = await reader.inject({ method: 'GET', url: '/api/i18n/overrides/es' });
    expect(published.json()).toEqual({ msg: { emailInvalid: FIXED } });

    // the reader's copy is less than RECHECK_MS old: it writes from it
    expect(await spanishRefusal(reader)).toBe(SHIPPED);
    await readAgain(reader, readerClock);
    expect(await spanishRefusal(reader)).toBe(FIXED);

    const reset = await injectAs(writer, admin.token, { method: 'DELETE', url: '/api/admin/translations/es/msg.emailInvalid' });
    expect(reset.statusCode, reset.body).toBe(200);
    // (the writer's own request read its override in: the words in use are the writer's copy until the reader looks)
    await readAgain(reader, readerClock);
    expect(await spanishRefusal(reader)).toBe(SHIPPED);
  } finally {
    await reader.close();
    await writer.close();
  }
}

describe.each(onPglite)('two app instances on one %s database', () => {
  it('an override written through one is written by the other within RECHECK_MS', async () => {
    const ctx = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
    // only the database of the test app is used: its own instance (and its timer) is closed first
    await ctx.app.close();
    try {
      await overrideSeenByTheOther(ctx.config, [ctx.handle, ctx.handle]);
    } finally {
      await ctx.handle.close();
    }
  });
});

describe.each(onPostgres)('two app instances with pools of their own on one %s database', (_name, url) => {
  it('an override written through one is written by the other within RECHECK_MS', async () => {
    const { handles, close } = await sharedPostgresDatabase(url, 2);
    try {
      await overrideSeenByTheOther(testConfig(), handles);
    } finally {
      await close();
    }
  });
});
