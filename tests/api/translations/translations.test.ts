// The back office's translations: every catalogue message with its shipped text and override per
// language (admins only), an override checked (ICU, the shipped placeholders) and audited, used by
// the server's own messages from the next request, reset to the shipped text, and published per
// language for the web apps.
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATION_MSG } from '@/common/api/translations';
import { LOCALES } from '@/common/i18n/locales';
import { MSG } from '@/common/messages';
import { auditLog, translationOverrideRevision, translationOverrides } from '@/server/db/schema';
import { inLocale } from '@/server/i18n/locale-context';
import {
  createCallers,
  expectError,
  expectFieldError,
  injectAs,
  type InjectResponse,
  type TestContext,
  type TestUser,
} from '@/tests/helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let investor: TestUser;
let support: TestUser;

beforeAll(async () => {
  ({ ctx, admin, investor, support } = await createCallers({ RATE_LIMIT_MAX: '1000000' }));
});
afterAll(() => ctx.close());

type Translation = {
  _id: string;
  app: string;
  area: string;
  key: string;
  texts: Record<string, { shipped: string; override: string | null; updated_by: string | null; updated_by_name: string | null }>;
  overridden: string[];
};

const catalogue = (dir: string, locale: string) =>
  JSON.parse(readFileSync(`${dir}/i18n/catalogues/${locale}.json`, 'utf8')) as Record<string, Record<string, string>>;
const APPS = { common: 'common', server: 'server', web: 'src', admin: 'src-admin' } as const;
/** Every English message id of the four catalogues, as the files have them. */
const shippedIds = () =>
  Object.values(APPS).flatMap((dir) =>
    Object.entries(catalogue(dir, 'en')).flatMap(([area, e]) => Object.keys(e).map((k) => `${area}.${k}`)),
  );

const SPANISH_EMAIL_INVALID = catalogue('common', 'es').msg.emailInvalid;
const FIXED = 'Escribe un correo válido, por ejemplo ana@ejemplo.com';

const list = (params: Record<string, unknown>, token = admin.token) => {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)]));
  return injectAs(ctx.app, token, { method: 'GET', url: `/api/admin/translations?${qs}` });
};
const put = (locale: string, key: string, text: unknown, token = admin.token) =>
  injectAs(ctx.app, token, { method: 'PUT', url: `/api/admin/translations/${locale}/${encodeURIComponent(key)}`, payload: { text } });
const reset = (locale: string, key: string, token = admin.token) =>
  injectAs(ctx.app, token, { method: 'DELETE', url: `/api/admin/translations/${locale}/${encodeURIComponent(key)}` });

/** A refused sign-in whose message is msg.emailInvalid, in `language` (Accept-Language). */
async function emailRefusal(language: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'accept-language': language },
    payload: { email_address: 'not-an-address', password: 'x' },
  });
  return expectError(res, 400).message;
}

const overrideRows = () => ctx.db.select().from(translationOverrides);
const auditRows = () => ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'translation'));
const revision = async () => (await ctx.db.select().from(translationOverrideRevision))[0]?.revision ?? 0;

describe('who may read and write translations', () => {
  const routes = [
    ['GET', '/api/admin/translations'],
    ['GET', '/api/admin/translations/msg.emailInvalid'],
    ['PUT', '/api/admin/translations/es/msg.emailInvalid'],
    ['DELETE', '/api/admin/translations/es/msg.emailInvalid'],
  ] as const;

  it.each(routes)('%s %s: 401 without a session, 403 for an investor and for support staff', async (method, url) => {
    const payload = method === 'PUT' ? { payload: { text: FIXED } } : {};
    expectError(await injectAs(ctx.app, undefined, { method, url, ...payload }), 401);
    expectError(await injectAs(ctx.app, investor.token, { method, url, ...payload }), 403);
    expectError(await injectAs(ctx.app, support.token, { method, url, ...payload }), 403);
    expect(await overrideRows()).toEqual([]);
  });

  it("a language's overrides are public", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/i18n/overrides/fr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});
  });
});

describe('the list', () => {
  it('holds every message of the four catalogues once, with its app and each language as shipped', async () => {
    const ids = shippedIds();
    const res = await list({ range: [0, 24] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-range']).toBe(`translations 0-24/${ids.length}`);
    const rows = res.json() as Translation[];
    expect(rows.map((r) => r._id)).toEqual([...ids].sort().slice(0, 25));

    const one = await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/admin/translations/msg.emailInvalid' });
    expect(one.statusCode, one.body).toBe(200);
    const message = one.json() as Translation;
    expect(message).toMatchObject({ _id: 'msg.emailInvalid', app: 'common', area: 'msg', key: 'emailInvalid', overridden: [] });
    for (const locale of LOCALES) {
      expect(message.texts[locale]).toMatchObject({ shipped: catalogue('common', locale).msg.emailInvalid, override: null });
    }
  });

  it('finds messages by id or text, by area and app, and pages them', async () => {
    const byText = await list({ filter: { q: 'dirección de correo electrónico válida', locale: 'es' }, range: [0, 499] });
    expect((byText.json() as Translation[]).map((r) => r._id)).toContain('msg.emailInvalid');
    // in English the Spanish words are nowhere
    const english = await list({ filter: { q: 'dirección de correo electrónico válida', locale: 'en' }, range: [0, 499] });
    expect(english.json()).toEqual([]);

    const area = await list({ filter: { area: 'api' }, range: [0, 499] });
    const apiIds = Object.keys(catalogue('server', 'en').api).map((k) => `api.${k}`);
    expect((area.json() as Translation[]).map((r) => r._id).sort()).toEqual(apiIds.sort());
    expect((area.json() as Translation[]).every((r) => r.app === 'server')).toBe(true);

    const admins = await list({ filter: { app: 'admin', q: 'adminPlans.' }, sort: ['id', 'DESC'], range: [0, 1] });
    const planIds = Object.keys(catalogue('src-admin', 'en').adminPlans)
      .map((k) => `adminPlans.${k}`)
      .sort();
    expect(admins.headers['content-range']).toBe(`translations 0-1/${planIds.length}`);
    expect((admins.json() as Translation[]).map((r) => r._id)).toEqual(planIds.reverse().slice(0, 2));
  });

  it('refuses a filter or sort it does not know (400)', async () => {
    expectError(await list({ filter: { locale: 'de' } }), 400);
    expectError(await list({ filter: { nope: 1 } }), 400);
    expectError(await list({ sort: ['text', 'ASC'] }), 400);
  });
});

describe('an override', () => {
  let saved: InjectResponse;
  beforeAll(async () => {
    expect(await emailRefusal('es')).toBe(SPANISH_EMAIL_INVALID);
    saved = await put('es', 'msg.emailInvalid', FIXED);
  });

  it('is stored with its author, answered as the message now stands, and audited', async () => {
    expect(saved.statusCode, saved.body).toBe(200);
    const message = saved.json() as Translation;
    expect(message.overridden).toEqual(['es']);
    expect(message.texts.es).toMatchObject({ shipped: SPANISH_EMAIL_INVALID, override: FIXED, updated_by: admin.id });
    expect(message.texts.fr.override).toBeNull();
    expect(await overrideRows()).toEqual([
      expect.objectContaining({ locale: 'es', key: 'msg.emailInvalid', text: FIXED, updatedBy: admin.id }),
    ]);
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'translation.override',
        entityId: 'es/msg.emailInvalid',
        before: { locale: 'es', key: 'msg.emailInvalid', text: SPANISH_EMAIL_INVALID, override: false },
        after: { locale: 'es', key: 'msg.emailInvalid', text: FIXED, override: true },
      }),
    ]);
  });

  it('is what the server writes in that language from the next request, and only in that language', async () => {
    expect(await emailRefusal('es')).toBe(FIXED);
    expect(await emailRefusal('en')).toBe(inLocale('en', () => MSG.emailInvalid));
    expect(await emailRefusal('fr')).toBe(catalogue('common', 'fr').msg.emailInvalid);
  });

  it('is listed under "overridden" in its language', async () => {
    const res = await list({ filter: { overridden: true, locale: 'es' } });
    expect((res.json() as Translation[]).map((r) => r._id)).toEqual(['msg.emailInvalid']);
    expect(await list({ filter: { overridden: true, locale: 'fr' } }).then((r) => r.json())).toEqual([]);
    const byOverride = await list({ filter: { q: 'ana@ejemplo.com' } });
    expect((byOverride.json() as Translation[]).map((r) => r._id)).toEqual(['msg.emailInvalid']);
  });

  it("is published with the language's overrides, with an ETag that answers 304 until the next change", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/i18n/overrides/es' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: { emailInvalid: FIXED } });
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"es-\d+"$/);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/i18n/overrides/es', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/i18n/overrides/de' }), 400);
  });
});

describe('what an override must be', () => {
  /** A refusal (400, naming the text field) that wrote nothing: no override, no audit entry, no new revision. */
  async function refusedAsIs(res: Promise<InjectResponse>, message: string) {
    const [rows, audits, rev] = [await overrideRows(), await auditRows(), await revision()];
    expectFieldError(await res, 'text', message);
    expect(await overrideRows()).toEqual(rows);
    expect(await auditRows()).toEqual(audits);
    expect(await revision()).toBe(rev);
  }

  it('an ICU message: a brace left open is refused where it is', async () => {
    await refusedAsIs(
      put('fr', 'msg.emailInvalid', 'Adresse {invalide'),
      inLocale('en', () => TRANSLATION_MSG.notAMessage(9)),
    );
  });

  it('with the placeholders of the shipped text, no more and no fewer', async () => {
    const expected = inLocale('en', () => TRANSLATION_MSG.placeholders(['max']));
    expect(expected).toBe('The text must use exactly the placeholders of the shipped text: {max}.');
    await refusedAsIs(put('es', 'api.pageTooLarge', 'una página tiene como máximo {maximo} filas'), expected);
    await refusedAsIs(put('es', 'api.pageTooLarge', 'una página tiene pocas filas'), expected);
    await refusedAsIs(put('es', 'api.pageTooLarge', 'de {min} a {max} filas'), expected);
    await refusedAsIs(
      put('es', 'msg.emailInvalid', 'Correo {email} no válido'),
      inLocale('en', () => TRANSLATION_MSG.placeholders([])),
    );
    // the same arguments in another form are fine (a plural where the shipped text prints the number)
    const plural = await put('es', 'api.pageTooLarge', 'una página tiene como máximo {max, plural, one {# fila} other {# filas}}');
    expect(plural.statusCode, plural.body).toBe(200);
    expect((await reset('es', 'api.pageTooLarge')).statusCode).toBe(200);
  });

  it('written in the reader’s language when refused', async () => {
    const res = await injectAs(ctx.app, admin.token, {
      method: 'PUT',
      url: '/api/admin/translations/es/msg.emailInvalid',
      headers: { 'accept-language': 'es' },
      payload: { text: '{' },
    });
    expectFieldError(
      res,
      'text',
      inLocale('es', () => TRANSLATION_MSG.notAMessage(1)),
    );
  });

  it('not empty, not a key nobody ships, not a language the product does not speak', async () => {
    await refusedAsIs(
      put('es', 'msg.emailInvalid', '   '),
      inLocale('en', () => TRANSLATION_MSG.textRequired),
    );
    expectError(
      await put('es', 'msg.noSuchMessage', 'x'),
      404,
      inLocale('en', () => TRANSLATION_MSG.unknownKey),
    );
    expectError(await put('es', 'noSuchArea.key', 'x'), 404);
    expectError(await put('de', 'msg.emailInvalid', 'x'), 400);
    expectError(await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/admin/translations/msg.noSuchMessage' }), 404);
  });
});

describe('resetting to the shipped text', () => {
  it('removes the override, audits it, and the server writes the shipped text again', async () => {
    expect(await emailRefusal('es')).toBe(FIXED);
    const res = await reset('es', 'msg.emailInvalid');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: 'msg.emailInvalid', overridden: [] });
    expect(await overrideRows()).toEqual([]);
    expect(await emailRefusal('es')).toBe(SPANISH_EMAIL_INVALID);
    const [last] = (await auditRows()).sort((a, b) => b.id - a.id);
    expect(last).toMatchObject({
      actorId: admin.id,
      action: 'translation.reset',
      entityId: 'es/msg.emailInvalid',
      before: { text: FIXED, override: true },
      after: { text: SPANISH_EMAIL_INVALID, override: false },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/i18n/overrides/es' })).json()).toEqual({});
  });

  it('is a 404 where there is no override', async () => {
    const before = await revision();
    expectError(
      await reset('es', 'msg.emailInvalid'),
      404,
      inLocale('en', () => TRANSLATION_MSG.noOverride),
    );
    expectError(await reset('es', 'msg.noSuchMessage'), 404);
    expect(await revision()).toBe(before);
  });
});
