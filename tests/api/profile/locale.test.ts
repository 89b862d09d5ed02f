import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@/common/i18n/translate';
import { users } from '@/server/db/schema';
import { createInvestor, createTestApp, expectError, injectAs, type TestContext, type TestUser } from '@/tests/helpers/test-app';

let ctx: TestContext;
let investor: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  investor = await createInvestor(ctx.app);
});
afterAll(() => ctx.close());

const me = (headers: Record<string, string> = {}) => injectAs(ctx.app, investor.token, { method: 'GET', url: '/api/profile/me', headers });
const save = (payload: unknown, headers: Record<string, string> = {}) =>
  injectAs(ctx.app, investor.token, { method: 'PUT', url: '/api/profile/locale', payload: payload as object, headers });

describe('the language an account reads', () => {
  it('is none until chosen, then saved on the account and shown on /me', async () => {
    expect((await me()).json().locale).toBeNull();
    const res = await save({ locale: 'pt-BR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ locale: 'pt-BR' });
    expect((await me()).json().locale).toBe('pt-BR');
    const [row] = await ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, investor.id));
    expect(row.locale).toBe('pt-BR');
  });

  it('refuses a language the product does not speak, in the reader’s language, and keeps the choice', async () => {
    await save({ locale: 'fr' });
    // the saved choice outranks the browser's
    const res = await save({ locale: 'de' }, { 'accept-language': 'es' });
    expectError(res, 400, translate('locale.unknown', undefined, 'fr'));
    expect(translate('locale.unknown', undefined, 'fr')).not.toBe(translate('locale.unknown', undefined, 'en'));
    expect((await me()).json().locale).toBe('fr');
  });

  it('refuses anyone not signed in, in the language their browser asks for', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/locale',
      payload: { locale: 'es' },
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expectError(res, 401, translate('msg.unauthenticated', undefined, 'zh-CN'));
  });
});
