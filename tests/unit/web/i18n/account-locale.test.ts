import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@/common/i18n/locale-choice';
import { endSession } from '@/src/lib/auth/session';
import { adoptAccountLocale } from '@/src/lib/i18n/account-locale';
import { fakeApi } from '../helpers/fake-api';
import { me } from '../helpers/fixtures';
import { signInInvestor } from '../helpers/render-account';

const rememberedCookie = () => document.cookie.split('; ').find((part) => part.startsWith(`${LOCALE_COOKIE}=`)) ?? null;

afterEach(() => {
  endSession();
});

describe('just signed in: the account’s language', () => {
  it('an account that chose another language: remembered here, and the next page loads in it', async () => {
    signInInvestor();
    const http = fakeApi({ 'GET /profile/me': { body: me({ locale: 'ar' }) } });
    expect(await adoptAccountLocale()).toBe('ar');
    expect(rememberedCookie()).toBe(`${LOCALE_COOKIE}=ar`);
    expect(http.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('an account already in the page’s language: nothing changes', async () => {
    signInInvestor();
    const http = fakeApi({ 'GET /profile/me': { body: me({ locale: 'en' }) } });
    expect(await adoptAccountLocale()).toBeNull();
    expect(rememberedCookie()).toBeNull();
    expect(http.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('an account that never chose keeps the language it signed in with: saved on it', async () => {
    signInInvestor();
    const http = fakeApi({ 'GET /profile/me': { body: me({ locale: null }) }, 'PUT /profile/locale': { body: { locale: 'en' } } });
    expect(await adoptAccountLocale()).toBeNull();
    expect(http.requests.find((r) => r.method === 'PUT')).toMatchObject({ path: '/profile/locale', body: { locale: 'en' } });
  });

  it('when the profile cannot be read, the page stays as it is', async () => {
    signInInvestor();
    fakeApi({});
    expect(await adoptAccountLocale()).toBeNull();
    expect(rememberedCookie()).toBeNull();
  });
});
