// The main journeys in Spanish and in Arabic (right to left), through the real server and the
// built app: the first visit follows the browser's language, the switcher changes it and the
// choice survives a reload; then a new investor signs up, deposits, an admin approves the deposit
// in the back office, the investor invests and withdraws. Every screen on the way is in the
// language (<html lang dir>, no English sentence of the catalogues left), fits the window, and is
// accessible; each language walks at one width and checks the screens it met at the other.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { localizedPath } from '@/common/i18n/locale-choice';
import { axeAt, axeViolations } from '../axe';
import { as, ok, openAs, PDF, sendKycDocuments, signInAdmin, type Person } from '../admin/helpers';
import { newInvestor, verifyEmailFromLog, waitForHydrated } from '../public/helpers';
import { expectInLanguage, wordsIn, type SpecLocale } from './words';

// a real Bitcoin address (BIP-173's example): the screen checks it on the chosen coin's network
const PAYOUT_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

/** How each language walks: its width, and how its people type five thousand dollars. */
const WALKS: { locale: SpecLocale; browserLocale: string; width: number; otherWidth: number; fiveThousand: string }[] = [
  { locale: 'es', browserLocale: 'es-ES', width: 1440, otherWidth: 375, fiveThousand: '5.000,00' },
  { locale: 'ar', browserLocale: 'ar', width: 375, otherWidth: 1440, fiveThousand: '5000' },
];

let api: APIRequestContext;
let admin: Person;

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  admin = await signInAdmin(api);
});
test.afterAll(async () => {
  await api.dispose();
});

/** A name that starts with `text` (a required field's label ends with its mark). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A browser whose language is `locale`'s, at `width`. */
const browserIn = (browser: Browser, browserLocale: string, width: number) =>
  browser.newContext({ locale: browserLocale, viewport: { width, height: 900 } });

/** The screen is in the language, fits the window, and (where axe runs) has no violations. */
async function expectScreen(page: Page, locale: SpecLocale, where: string) {
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectInLanguage(page, locale, where);
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where} spills sideways at ${width}px`).toBeLessThanOrEqual(
    width,
  );
  if (axeAt(width)) expect(await axeViolations(page, { wcagOnly: true }), `${where} at ${width}px`).toEqual([]);
}

for (const walk of WALKS) {
  const { locale } = walk;
  const t = wordsIn(locale);

  test.describe(`in ${locale}`, () => {
    test.describe.configure({ mode: 'serial' });
    const met: string[] = [];
    let investor: Person;

    test('the first visit follows the browser; the switcher changes the language and the choice survives a reload', async ({ browser }) => {
      const context = await browserIn(browser, walk.browserLocale, walk.width);
      const page = await context.newPage();
      await page.goto('/about');
      await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, '/about')}$`));
      await expectScreen(page, locale, 'about');
      // to English through the switcher (a plain link: the marketing pages run no React)
      await page.locator('[data-language-switcher] > summary').first().click();
      await page.getByRole('link', { name: 'English', exact: true }).first().click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // and back, from a page the app renders: the sign-in page
      await page.goto('/login');
      await waitForHydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.locator('[data-language-switcher] > summary').click();
      await page.getByRole('link', { name: locale === 'es' ? 'Español' : 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveURL(/\/login$/);
      await page.reload();
      await expectScreen(page, locale, 'sign-in');
      await context.close();
    });

    test('a new investor signs up, deposits, is credited by an admin, invests and withdraws', async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await browserIn(browser, walk.browserLocale, walk.width);
      const page = await context.newPage();
      const person = newInvestor(`i18n-${locale}`);
      const nav = () => page.getByRole('navigation', { name: t('accountShell.accountNav') });
      // a section by its address: its name is the language's (expectScreen checks the words)
      const openSection = async (path: string) => {
        if (walk.width < 1024) await page.getByRole('button', { name: t('accountShell.openNavigation') }).click();
        await nav().locator(`a[href="${path}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      };

      // sign up on the site's form
      await page.goto('/signup');
      await waitForHydrated(page);
      await expectScreen(page, locale, 'sign-up');
      met.push('/signup');
      await page.getByLabel(t('auth.nameLabel')).fill(person.name);
      await page.getByLabel(t('auth.phoneLabel')).fill(person.phone);
      await page.getByLabel(t('auth.emailLabel')).fill(person.email);
      await page.getByLabel(t('auth.countryLabel')).fill('Cana');
      await page.getByRole('option').first().click();
      await page.getByLabel(startsWith(t('auth.passwordLabel'))).fill(person.password);
      await page.getByLabel(t('auth.confirmPasswordLabel')).fill(person.password);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t('auth.signUp') }).click();
      await expect(page).toHaveURL(/\/login$/);
      await verifyEmailFromLog(api, person.email);

      // sign in
      await waitForHydrated(page);
      const form = page.getByRole('form', { name: t('auth.signInForm') });
      await form.getByLabel(startsWith(t('auth.passwordLabel'))).fill(person.password);
      await form.getByRole('button', { name: t('auth.signIn'), exact: true }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { name: t('accountPages.welcomeName', { name: person.name }), level: 1 })).toBeVisible();
      await expectScreen(page, locale, 'dashboard');
      met.push('/account');
      const session = await page.evaluate(
        () => JSON.parse(window.localStorage.getItem('session') ?? '{}') as { id: string; token: string },
      );
      investor = { id: session.id, token: session.token, name: person.name, email: person.email };
      // the account reads the language it signed up in: its e-mails come in it
      expect((await ok<{ locale: string }>(await api.get('/api/profile/me', { headers: as(investor) }))).locale).toBe(locale);

      // deposit five thousand, typed as the language writes it
      await openSection('/account/deposit');
      await page.getByRole('textbox', { name: t('deposit.amountLabel') }).fill(walk.fiveThousand);
      await page.getByRole('button', { name: t('deposit.continue') }).click();
      const confirm = page.getByRole('dialog', { name: t('deposit.confirmTitle') });
      await expect(confirm.getByTestId('deposit-address')).toHaveText(/^bc1q/);
      await expectScreen(page, locale, 'deposit confirmation');
      await confirm.getByRole('button', { name: t('deposit.confirm') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('deposit.ok') })
        .click();
      await expectScreen(page, locale, 'deposit');
      met.push('/account/deposit');

      // an admin who reads the same language approves it in the back office
      // (at a desk's width: a phone's back office lists rows as cards, and staff approve at a desk)
      const staff = await browserIn(browser, walk.browserLocale, 1440);
      const desk = await staff.newPage();
      await openAs(desk, admin, '/admin/deposits');
      const row = desk.getByRole('row', { name: new RegExp(person.name) });
      await row.getByRole('button', { name: t('adminUi.activate') }).click();
      await desk
        .getByRole('dialog')
        .getByRole('button', { name: t('adminUi.activate') })
        .click();
      await expect(desk.getByText(t('msg.activationSuccess'))).toBeVisible();
      await expectScreen(desk, locale, 'back office: deposits');
      await staff.close();

      // invest three thousand in Crypto Starter (a plan's name is the operator's, in any language)
      await page.goto('/account');
      await openSection('/account/crypto');
      const card = page.getByRole('article', { name: 'Crypto Starter' });
      await card.getByRole('button', { name: new RegExp(`^${t('plans.choose')}`) }).click();
      await expectScreen(page, locale, 'plans');
      met.push('/account/crypto');
      await page.getByRole('button', { name: t('plans.continue') }).click();
      await expect(page).toHaveURL(/\/account\/investmentform$/);
      await page.getByRole('textbox', { name: t('investmentForm.customAmount') }).fill('3000');
      await expectScreen(page, locale, 'investment form');
      await page.getByRole('button', { name: t('investmentForm.confirm') }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expectScreen(page, locale, 'dashboard after investing');

      // identity documents, approved, then a withdrawal
      await sendKycDocuments(
        api,
        investor,
        { first: 'Ana', last: 'Prueba' },
        { name: 'back.pdf', mimeType: 'application/pdf', buffer: PDF },
      );
      const filter = encodeURIComponent(JSON.stringify({ userid: investor.id, status: 'pending' }));
      const [submission] = await ok<{ _id: string }[]>(await api.get(`/api/kyc/all?filter=${filter}`, { headers: as(admin) }));
      await ok(await api.put(`/api/kyc/${submission._id}`, { headers: as(admin), data: { status: 'approved' } }));
      await openSection('/account/withdrawal');
      await page.getByRole('textbox', { name: startsWith(t('withdrawal.amountLabel')) }).fill('500');
      await page.getByRole('textbox', { name: startsWith(t('withdrawal.addressLabel')) }).fill(PAYOUT_ADDRESS);
      await page.getByRole('button', { name: t('withdrawal.withdraw') }).click();
      const done = page.getByRole('dialog');
      await expectScreen(page, locale, 'withdrawal done');
      await done.getByRole('button', { name: t('withdrawal.ok') }).click();
      await expectScreen(page, locale, 'withdrawal');
      met.push('/account/withdrawal');
      for (const path of ['/account/activity', '/account/activetrade']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectScreen(page, locale, path);
        met.push(path);
      }
      await context.close();
    });

    test(`the screens of the journey at ${walk.otherWidth}px`, async ({ browser }) => {
      expect(investor, 'the journey ran first').toBeDefined();
      const context = await browserIn(browser, walk.browserLocale, walk.otherWidth);
      const page = await context.newPage();
      for (const path of met.filter((p) => !p.startsWith('/account'))) {
        await page.goto(path);
        await expectScreen(page, locale, path);
      }
      await openAs(page, investor, '/account');
      for (const path of met.filter((p) => p.startsWith('/account'))) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectScreen(page, locale, path);
      }
      await context.close();
    });
  });
}
