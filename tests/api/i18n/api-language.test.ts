// The API answers in its reader's language: the browser's (Accept-Language) for anyone, the saved
// choice (users.locale) for a signed-in account, English for a language the product does not speak.
// Each refusal is compared with the message as that language's catalogue writes it, and with
// English, so a message still written in English (or read once at start) shows up here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/common/i18n/locales';
import { MSG } from '@/common/messages';
import { users } from '@/server/db/schema';
import { API_MSG } from '@/server/i18n/api-messages';
import { inLocale } from '@/server/i18n/locale-context';
import { createInvestor, createTestApp, expectError, injectAs, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { postWithdrawal } from '../transactions/money-helpers';

let ctx: TestContext;
let investor: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  investor = await createInvestor(ctx.app);
});
afterAll(() => ctx.close());

/** The message as `locale` writes it; it must not be the English one. */
function written(locale: Locale, message: () => string): string {
  const text = inLocale(locale, message);
  if (locale !== 'en') expect(text, `${locale} writes this message in English`).not.toBe(inLocale('en', message));
  return text;
}

const language = (tag: string) => ({ 'accept-language': tag });

/** The refusals one reader meets, each with the words it must come in. */
const refusals: {
  what: string;
  ask: (headers: Record<string, string>) => Promise<ReturnType<typeof expectError>>;
  message: () => string;
}[] = [
  {
    what: 'a body that fails validation',
    ask: async (headers) =>
      expectError(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/user/login',
          headers,
          payload: { email_address: 'not-an-address', password: 'x' },
        }),
        400,
      ),
    message: () => MSG.emailInvalid,
  },
  {
    what: 'a list query that is not JSON',
    ask: async (headers) =>
      expectError(await injectAs(ctx.app, investor.token, { method: 'GET', url: '/api/withdrawal-addresses?sort=oops', headers }), 400),
    message: () => API_MSG.notJson('sort'),
  },
  {
    what: 'an address no route answers',
    ask: async (headers) => expectError(await ctx.app.inject({ method: 'GET', url: '/api/no-such-route', headers }), 404),
    message: () => MSG.routeNotFound('GET', '/api/no-such-route'),
  },
  {
    // the router refuses before any hook of the request runs
    what: 'a path parameter the router cannot hold',
    ask: async (headers) => expectError(await ctx.app.inject({ method: 'GET', url: `/api/plans/${'x'.repeat(300)}`, headers }), 414),
    message: () => API_MSG.addressTooLong,
  },
  {
    what: 'a malformed Idempotency-Key',
    ask: async (headers) => expectError(await postWithdrawal(ctx.app, investor, 100, { ...headers, 'idempotency-key': 'has space' }), 400),
    message: () => API_MSG.idempotencyKeyInvalid,
  },
  {
    what: 'a wrong password',
    ask: async (headers) =>
      expectError(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/user/login',
          headers,
          payload: { email_address: investor.email, password: 'wrong-password' },
        }),
        401,
      ),
    message: () => MSG.loginIncorrect,
  },
  {
    what: 'a session that is not there',
    ask: async (headers) =>
      expectError(await injectAs(ctx.app, investor.token, { method: 'DELETE', url: '/api/auth/sessions/no-such-session', headers }), 404),
    message: () => API_MSG.sessionNotFound,
  },
];

describe('the language of the API’s refusals', () => {
  for (const [tag, locale] of [
    ['es-MX', 'es'],
    ['ar', 'ar'],
  ] as const) {
    it(`follows Accept-Language: ${tag} reads ${locale}`, async () => {
      for (const refusal of refusals) {
        const body = await refusal.ask(language(tag));
        expect(body.message, refusal.what).toBe(written(locale, refusal.message));
      }
    });
  }

  it('falls back to English for a language the product does not speak', async () => {
    for (const refusal of refusals) {
      const body = await refusal.ask(language('de-DE,de;q=0.9'));
      expect(body.message, refusal.what).toBe(inLocale('en', refusal.message));
    }
  });

  it('writes a field’s message in the same language as the whole refusal', async () => {
    const body = await refusals[1].ask(language('es-MX'));
    expect(body.errors).toEqual([{ field: 'sort', message: written('es', () => API_MSG.notJson('sort')) }]);
  });

  it('refuses a disabled account’s sign-in in the browser’s language', async () => {
    const closed = await createInvestor(ctx.app);
    await ctx.db.update(users).set({ status: false }).where(eq(users.id, closed.id));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: language('es-MX'),
      payload: { email_address: closed.email, password: closed.password },
    });
    expectError(
      res,
      403,
      written('es', () => API_MSG.accountDisabled),
    );
  });

  it('answers a signed-in account in its saved language, whatever the browser asks', async () => {
    const reader = await createInvestor(ctx.app);
    await ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.id, reader.id));
    const asks = language('es-MX');
    expectError(
      await injectAs(ctx.app, reader.token, { method: 'DELETE', url: '/api/auth/sessions/no-such-session', headers: asks }),
      404,
      written('fr', () => API_MSG.sessionNotFound),
    );
    expectError(
      await postWithdrawal(ctx.app, reader, 100, { ...asks, 'idempotency-key': 'has space' }),
      400,
      written('fr', () => API_MSG.idempotencyKeyInvalid),
    );
    expectError(
      await injectAs(ctx.app, reader.token, { method: 'GET', url: '/api/withdrawal-addresses?sort=oops', headers: asks }),
      400,
      written('fr', () => API_MSG.notJson('sort')),
    );
  });
});
