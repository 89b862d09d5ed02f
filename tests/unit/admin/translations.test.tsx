// The back office's translations (admins): the list of every catalogue message with its text in
// the language filtered on and where it is overridden; a message's page with its shipped text per
// language, a form per language (checked as the API checks it, the API's refusal under the field)
// and a reset to the shipped text after a confirmation. And the web apps' loading of a language's
// overrides, which never costs a page its shipped words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { TRANSLATION_MSG, type Translation, type TranslationText } from '@/common/api/translations';
import { LOCALES, type Locale } from '@/common/i18n/locales';
import { setOverrides, translate } from '@/common/i18n/translate';
import { loadCatalogueOverrides } from '@/src/app/catalogue-overrides';
import { TranslationEdit } from '@/src-admin/translations/TranslationEdit';
import { TranslationList } from '@/src-admin/translations/TranslationList';
import { fail, fakeApi, filterOf, listReply, type Handler } from '@/tests/unit/web/helpers/fake-api';
import { resetViewport, setViewport } from '@/tests/unit/web/helpers/viewport';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };

const SHIPPED: Record<Locale, string> = {
  en: 'Enter a valid e-mail address',
  es: 'Introduce una dirección de correo electrónico válida',
  fr: 'Saisissez une adresse e-mail valide',
  'pt-BR': 'Informe um endereço de e-mail válido',
  'zh-CN': '请输入有效的电子邮件地址',
  ar: 'أدخل عنوان بريد إلكتروني صالحًا',
};
const FIXED = 'Escribe un correo válido, por ejemplo ana@ejemplo.com';

const shippedOnly = (shipped: string): TranslationText => ({
  shipped,
  override: null,
  updated_at: null,
  updated_by: null,
  updated_by_name: null,
});

/** A message as the API shows it, overridden in the languages given. */
function message(id: string, shipped: Record<Locale, string>, overrides: Partial<Record<Locale, string>> = {}): Translation {
  const [area, ...key] = id.split('.');
  const texts = Object.fromEntries(
    LOCALES.map((l) => [
      l,
      overrides[l] === undefined
        ? shippedOnly(shipped[l])
        : {
            shipped: shipped[l],
            override: overrides[l]!,
            updated_at: '2026-11-29T09:30:00Z',
            updated_by: 'a1',
            updated_by_name: 'Ada Admin',
          },
    ]),
  ) as Translation['texts'];
  return { _id: id, app: 'common', area, key: key.join('.'), texts, overridden: LOCALES.filter((l) => overrides[l] !== undefined) };
}

const same = (text: string) => Object.fromEntries(LOCALES.map((l) => [l, text])) as Record<Locale, string>;
const PAGE_TOO_LARGE = message('api.pageTooLarge', same('a page holds at most {max} rows'));

let current: Translation;

const shippedOf = (m: Translation) => Object.fromEntries(LOCALES.map((l) => [l, m.texts[l].shipped])) as Record<Locale, string>;

/** GET, PUT and DELETE of the one message, as the API keeps it (a PUT with a placeholder is refused as the API would). */
const messageApi: Handler = (sent) => {
  const id = encodeURIComponent(current._id);
  if (sent.method === 'GET' && sent.path === `/admin/translations/${id}`) return { body: current };
  const target = new RegExp(`^/admin/translations/([\\w-]+)/${id}$`).exec(sent.path);
  if (!target) return undefined;
  const locale = target[1] as Locale;
  if (sent.method === 'PUT') {
    const { text } = sent.body as { text: string };
    if (text.includes('ejemplo.org')) {
      return fail(400, 'This address is refused here', [{ field: 'text', message: 'This address is refused here' }]);
    }
    current = message(current._id, shippedOf(current), {
      ...Object.fromEntries(current.overridden.map((l) => [l, current.texts[l].override])),
      [locale]: text,
    });
    return { body: current };
  }
  if (sent.method === 'DELETE') {
    if (!current.overridden.includes(locale)) return fail(404, 'This message has no override in this language.');
    const rest = current.overridden.filter((l) => l !== locale);
    current = message(current._id, shippedOf(current), Object.fromEntries(rest.map((l) => [l, current.texts[l].override])));
    return { body: current };
  }
  return undefined;
};

const listApi: Handler = (sent) =>
  sent.method === 'GET' && sent.path === '/admin/translations'
    ? listReply(
        'translations',
        filterOf(sent).overridden
          ? [message('msg.emailInvalid', SHIPPED, { es: FIXED })]
          : [message('msg.emailInvalid', SHIPPED, { es: FIXED }), PAGE_TOO_LARGE],
      )
    : undefined;

const list = () => renderAdminView(<TranslationList />, { url: '/admin/translations', resource: 'translations' });
const edit = () =>
  renderAdminView(<TranslationEdit />, {
    url: `/admin/translations/${encodeURIComponent(current._id)}`,
    path: '/admin/translations/:id',
    resource: 'translations',
  });

/** axe on the screen alone, with the rules the test DOM can check (no layout: no colour contrast). */
async function axeViolations(container: Element) {
  const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The section of one language on a message's page. */
const section = (name: string) => screen.findByRole('region', { name }, T);

afterEach(() => {
  resetViewport();
  for (const locale of LOCALES) setOverrides(locale, {});
});

describe('the translations list', () => {
  it('shows each message with its English text and where it is overridden; a language shows its text, marked as that language', async () => {
    setViewport(1440);
    const http = fakeApi(staff(), listApi);
    const { container } = list();
    const table = await screen.findByRole('table', {}, T);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('msg.emailInvalid');
    expect(within(first).getByText('Shared')).toBeInTheDocument();
    expect(within(first).getByText(SHIPPED.en)).toBeInTheDocument();
    expect(within(first).getByText('es')).toBeInTheDocument();
    expect(second).toHaveTextContent('api.pageTooLarge');
    expect(within(second).getByText('None')).toBeInTheDocument();
    expect(JSON.parse(http.calls('GET /admin/translations')[0].query.sort ?? '[]')).toEqual(['id', 'ASC']);
    expect(await axeViolations(container)).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await waitFor(() => expect(filterOf(http.calls('GET /admin/translations').at(-1)!)).toEqual({ locale: 'es' }), T);
    const fixed = await within(table).findByText(FIXED, {}, T);
    expect(fixed).toHaveAttribute('lang', 'es');
  });

  it('searches, and "Overridden only" asks for the overridden messages (off asks for all of them again)', async () => {
    setViewport(1440);
    const http = fakeApi(staff(), listApi);
    list();
    await screen.findByRole('table', {}, T);
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Overridden only' }));
    await waitFor(() => expect(filterOf(http.calls('GET /admin/translations').at(-1)!)).toEqual({ overridden: true }), T);
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2), T);
    await user.click(screen.getByRole('switch', { name: 'Overridden only' }));
    await waitFor(() => expect(filterOf(http.calls('GET /admin/translations').at(-1)!)).toEqual({}), T);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'correo');
    await waitFor(() => expect(filterOf(http.calls('GET /admin/translations').at(-1)!)).toEqual({ q: 'correo' }), T);
  });

  it('is a simple list on a phone, each message opening its page', async () => {
    setViewport(375);
    fakeApi(staff(), listApi);
    list();
    const link = await screen.findByRole('link', { name: /msg\.emailInvalid/ }, T);
    expect(link).toHaveAttribute('href', '/admin/translations/msg.emailInvalid');
    expect(link).toHaveTextContent(SHIPPED.en);
  });
});

describe("a message's page", () => {
  it('shows every language with its shipped text, the placeholders to keep, and the override in use', async () => {
    current = message('msg.emailInvalid', SHIPPED, { es: FIXED });
    fakeApi(staff(), messageApi);
    const { container } = edit();
    const spanish = await section('Español (es)');
    expect(within(spanish).getByText(SHIPPED.es)).toHaveAttribute('lang', 'es');
    expect(spanish).toHaveTextContent('No placeholders');
    expect(within(spanish).getByText(FIXED, { selector: 'span' })).toBeInTheDocument();
    expect(spanish).toHaveTextContent('Written by Ada Admin');
    expect(within(spanish).getByRole('textbox', { name: 'Override' })).toHaveValue(FIXED);
    expect(within(spanish).getByRole('button', { name: 'Reset Español to the shipped text' })).toBeInTheDocument();

    const arabic = await section('العربية (ar)');
    expect(within(arabic).getByText(SHIPPED.ar)).toHaveAttribute('dir', 'rtl');
    expect(within(arabic).getByRole('textbox', { name: 'Override' })).toHaveValue('');
    // nothing to reset where nothing is overridden
    expect(within(arabic).queryByRole('button', { name: /shipped text/ })).toBeNull();
    expect(screen.getAllByRole('region')).toHaveLength(LOCALES.length);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("saves one language's override; a text the API would refuse is refused here, unsent; the API's refusal shows under the field", async () => {
    current = PAGE_TOO_LARGE;
    const http = fakeApi(staff(), messageApi);
    edit();
    const french = await section('Français (fr)');
    expect(french).toHaveTextContent('Placeholders to keep: {max}');
    const user = userEvent.setup();
    const field = within(french).getByRole('textbox', { name: 'Override' });

    await user.type(field, 'au plus {{maximum} lignes');
    await user.click(within(french).getByRole('button', { name: 'Save' }));
    expect(await within(french).findByText(TRANSLATION_MSG.placeholders(['max']), {}, T)).toBeInTheDocument();
    expect(http.calls('PUT /admin/translations/fr/api.pageTooLarge')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'une page compte au plus {{max} lignes');
    await user.click(within(french).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Français text is saved.', {}, T)).toBeInTheDocument();
    expect(http.calls('PUT /admin/translations/fr/api.pageTooLarge').map((c) => c.body)).toEqual([
      { text: 'une page compte au plus {max} lignes' },
    ]);
    // the page shows the message as it now stands
    expect(await within(french).findByText('une page compte au plus {max} lignes', { selector: 'span' }, T)).toBeInTheDocument();
    expect(within(french).getByRole('button', { name: 'Reset Français to the shipped text' })).toBeInTheDocument();

    const spanish = await section('Español (es)');
    await user.type(within(spanish).getByRole('textbox', { name: 'Override' }), 'como máximo {{max} filas, ver ejemplo.org');
    await user.click(within(spanish).getByRole('button', { name: 'Save' }));
    expect(await within(spanish).findByText('This address is refused here', {}, T)).toBeInTheDocument();
    expect(current.overridden).toEqual(['fr']);
  });

  it('resets a language to the shipped text only once confirmed', async () => {
    current = message('msg.emailInvalid', SHIPPED, { es: FIXED });
    const http = fakeApi(staff(), messageApi);
    edit();
    const spanish = await section('Español (es)');
    const user = userEvent.setup();
    await user.click(within(spanish).getByRole('button', { name: 'Reset Español to the shipped text' }));
    let dialog = await screen.findByRole('dialog', {}, T);
    expect(dialog).toHaveTextContent('The override is removed and the message goes back to its shipped text:');
    expect(dialog).toHaveTextContent(SHIPPED.es);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(http.calls('DELETE /admin/translations/es/msg.emailInvalid')).toHaveLength(0);

    await user.click(within(spanish).getByRole('button', { name: 'Reset Español to the shipped text' }));
    dialog = await screen.findByRole('dialog', {}, T);
    await user.click(within(dialog).getByRole('button', { name: 'Reset to the shipped text' }));
    expect(await screen.findByText('The Español text is back to the shipped one.', {}, T)).toBeInTheDocument();
    expect(http.calls('DELETE /admin/translations/es/msg.emailInvalid')).toHaveLength(1);
    await waitFor(() => expect(within(spanish).queryByRole('button', { name: /shipped text/ })).toBeNull(), T);
    expect(within(spanish).getByRole('textbox', { name: 'Override' })).toHaveValue('');
  });
});

describe("the web apps' overrides", () => {
  it("write a language's overrides instead of its shipped words", async () => {
    const http = fakeApi({ 'GET /i18n/overrides/es': { body: { msg: { emailInvalid: FIXED } } } });
    const shippedFrench = translate('msg.emailInvalid', undefined, 'fr');
    await loadCatalogueOverrides('es');
    expect(http.calls('GET /i18n/overrides/es')).toHaveLength(1);
    expect(translate('msg.emailInvalid', undefined, 'es')).toBe(FIXED);
    expect(translate('msg.emailInvalid', undefined, 'fr')).toBe(shippedFrench);
  });

  it('leave the shipped words when the answer is refused, not a catalogue, or never comes', async () => {
    const shipped = translate('msg.emailInvalid', undefined, 'en');
    fakeApi({ 'GET /i18n/overrides/en': fail(503, 'Down') });
    await loadCatalogueOverrides('en');
    expect(translate('msg.emailInvalid', undefined, 'en')).toBe(shipped);
    fakeApi({ 'GET /i18n/overrides/en': { body: { msg: { emailInvalid: 42 } } } });
    await loadCatalogueOverrides('en');
    expect(translate('msg.emailInvalid', undefined, 'en')).toBe(shipped);
    fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    await loadCatalogueOverrides('en');
    expect(translate('msg.emailInvalid', undefined, 'en')).toBe(shipped);
  });
});
