import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { LOCALE_COOKIE, LOCALE_NAMES } from '@/common/i18n/locale-choice';
import { LOCALES } from '@/common/i18n/locales';
import ourFrench from '@/src-admin/i18n/catalogues/fr.json';
import { i18nProvider } from '@/src-admin/i18n/provider';
import { loadReactAdminPack, reactAdminMessages } from '@/src-admin/i18n/reactAdminPacks';
import { fakeApi, listReply, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { profile } from './helpers/fixtures';
import { pageIn } from './helpers/locale';
import { renderAdmin, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };
const { translate } = i18nProvider;

/** react-admin's messages by their dotted keys. */
const flatKeys = (messages: object, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatKeys(value as object, `${prefix}${key}.`)),
    ),
  );
/** Words a language writes as English does (a name, a technical term). */
const SAME_IN = new Set<string>(['es ra.boolean.false', 'es ra.message.no']);

const rememberedCookie = () => document.cookie.split('; ').find((part) => part.startsWith(`${LOCALE_COOKIE}=`)) ?? null;

describe("react-admin's words, in the page's language", () => {
  it('every language has its pack, each in its own words', async () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      await loadReactAdminPack(locale);
      const save = reactAdminMessages(locale).ra.action.save;
      expect(save, locale).toMatch(/\S/);
      expect(save, locale).not.toBe(englishMessages.ra.action.save);
    }
  });

  it('in French: react-admin keys from its French pack, with their variables', async () => {
    await pageIn('fr');
    expect(translate('ra.action.save')).toBe(frenchMessages.ra.action.save);
    expect(translate('ra.action.save')).toBe('Enregistrer');
    expect(translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 25 })).toBe('1-10 sur 25');
  });

  it('in French: the keys the back office words itself come from our catalogue, not the pack', async () => {
    await pageIn('fr');
    const ours = ourFrench.adminRaMessages;
    expect(translate('ra.page.empty', { name: 'Utilisateurs' })).toBe(ours['ra.page.empty']);
    expect(translate('ra.page.empty')).toBe('Rien ici pour l’instant');
    expect(translate('ra.page.empty')).not.toBe(frenchMessages.ra.page.empty);
    expect(translate('ra.auth.logout')).toBe('Se déconnecter');
    expect(translate('ra.notification.http_error')).toBe(ours['ra.notification.http_error']);
  });

  it("names each resource in the page's language: the list, or one record", async () => {
    await pageIn('fr');
    expect(translate('resources.users.name', { smart_count: 2, _: 'Users' })).toBe('Utilisateurs');
    expect(translate('resources.users.name', { smart_count: 1, _: 'User' })).toBe('Utilisateur');
    expect(translate('resources.chain-payments.name', { smart_count: 2 })).toBe('Paiements on-chain');
    // a resource we have no word for keeps react-admin's
    expect(translate('resources.ledger.name', { smart_count: 2, _: 'Ledger' })).toBe('Ledger');
  });

  it('a key the pack does not have yet is ours in the language, variables and plurals filled', async () => {
    await pageIn('ar');
    expect(translate('ra.action.save')).toBe('حفظ');
    expect(translate('ra.navigation.skip_nav')).toBe('الانتقال إلى المحتوى');
    expect(translate('ra.navigation.page', { page: 3 })).toBe('الانتقال إلى الصفحة 3');
    await pageIn('es');
    expect(translate('ra.message.bulk_update_title', { name: 'usuarios', recordRepresentation: '', smart_count: 4 })).toBe(
      'Actualizar 4 usuarios',
    );
    // every key of react-admin's English is in each language: its pack's, or ours
    for (const locale of ['es', 'fr', 'pt-BR', 'zh-CN', 'ar'] as const) {
      await pageIn(locale);
      // (the unused configuration, guesser and saved-query screens aside; with their variables left out)
      const english = Object.entries(flatKeys(englishMessages)).filter(
        ([key, text]) => !/^ra\.(configurable|guesser|saved_queries)\./.test(key) && !text.includes('%{') && text.trim() !== '',
      );
      const untranslated = english.filter(([key, text]) => translate(key) === text && !SAME_IN.has(`${locale} ${key}`));
      expect(
        untranslated.map(([key]) => key),
        locale,
      ).toEqual([]);
    }
  });

  it("English pages keep react-admin's English and our words", () => {
    expect(translate('ra.action.save')).toBe('Save');
    expect(translate('ra.page.empty')).toBe('Nothing here yet');
    expect(i18nProvider.getLocale()).toBe('en');
  });

  it("the provider's language is the page's, and it offers the six, each by its own name", async () => {
    await pageIn('zh-CN');
    expect(i18nProvider.getLocale()).toBe('zh-CN');
    expect(i18nProvider.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'es', name: 'Español' },
      { locale: 'fr', name: 'Français' },
      { locale: 'pt-BR', name: 'Português (Brasil)' },
      { locale: 'zh-CN', name: '简体中文' },
      { locale: 'ar', name: 'العربية' },
    ]);
  });

  it('refuses a language the product does not speak', async () => {
    await expect(i18nProvider.changeLocale('de')).rejects.toThrow();
    expect(rememberedCookie()).toBeNull();
  });
});

const api: RouteTable = {
  'GET /profile/all': listReply('profile', [profile()]),
  'PUT /profile/locale': { body: { locale: 'es' } },
};

describe('the language menu in the app bar', () => {
  it('names the language the page is in, lists the six, and choosing one saves it and loads the page in it', async () => {
    await pageIn('fr');
    const http = fakeApi(staff(), api);
    // the browser's address (the back office's own router is in memory here), and its loading of another page
    // (set through happy-dom: a worker's document may still be at about:blank, where the history cannot move)
    const page = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
    const before = window.location.href;
    page.setURL('http://localhost/admin/users?page=2');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    onTestFinished(() => {
      assign.mockRestore();
      page.setURL(before);
    });
    renderAdmin('/admin/users');
    // the back office around it speaks French too
    expect(await screen.findByRole('menuitem', { name: 'Utilisateurs' }, T)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Langue : Français' }));
    const menu = await screen.findByRole('menu', { name: 'Langue : Français' }, T);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual(
      LOCALES.map((locale) => [LOCALE_NAMES[locale], locale]),
    );
    expect(within(menu).getByRole('menuitem', { current: true })).toHaveTextContent('Français');

    await user.click(within(menu).getByRole('menuitem', { name: 'Español' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/users?page=2'), T);
    expect(rememberedCookie()).toBe(`${LOCALE_COOKIE}=es`);
    expect(http.requests.find((r) => r.method === 'PUT')).toMatchObject({ path: '/profile/locale', body: { locale: 'es' } });
  });
});
