// A new investor's first screens, at 375, 1024 and 1440 px: until the e-mail address is verified
// the dashboard and the profile say so and send the link again; the withdrawal screen says up
// front that KYC is needed; the KYC form is filled in from sign-up, asks the address's country
// and, for a passport, the photo page only. Nothing spills sideways; every screen is axe-clean (tests/e2e/axe.ts).
import { expect, test, type Page } from '@playwright/test';
import { newInvestor, signUpByApi } from '../public/helpers';
import { startSignedIn } from './helpers';
import { expectAxeCleanPerLayout } from '../axe';
import { WIDTHS } from '../widths';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Nothing spills sideways; axe-clean where axe runs (tests/e2e/axe.ts). */
async function expectScreenClean(page: Page, label: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label}: no sideways spill`).toBe(true);
  await expectAxeCleanPerLayout(page, label);
}

for (const width of WIDTHS) {
  test(`a new investor's first screens at ${width} px`, async ({ page, context, request }) => {
    // four screens with axe each, a sign-up and an upload: more than one test's usual time on 2 shared cores
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const investor = newInvestor(`first-${width}`);
    await signUpByApi(request, investor, { verify: false });
    const res = await request.post('/api/user/login', { data: { email_address: investor.email, password: investor.password } });
    const { _id, accessToken } = (await res.json()) as { _id: string; accessToken: string };
    await startSignedIn(context, { id: _id, token: accessToken });

    // the dashboard: verify the e-mail address, the link can be sent again
    await page.goto('/account');
    const banner = page.getByRole('region', { name: 'Verify your e-mail address' });
    await expect(banner).toContainText(`Open the link we sent to ${investor.email}`);
    await expectScreenClean(page, `dashboard, ${width}px`);
    await banner.getByRole('button', { name: 'Send the link again' }).click();
    await expect(banner.getByRole('status')).toContainText(`We sent a new link to ${investor.email}.`);

    // the profile: the same offer next to 'Not verified'
    await page.goto('/account/profile');
    const emailSection = page.getByRole('region', { name: 'E-mail address' });
    await expect(emailSection.getByText('Not verified')).toBeVisible();
    await expect(emailSection.getByRole('button', { name: 'Send the link again' })).toBeVisible();
    await expectScreenClean(page, `profile, ${width}px`);

    // the withdrawal screen says KYC comes first, before anything is typed
    await page.goto('/account/withdrawal');
    await expect(page.getByRole('heading', { name: 'Verify your identity before you withdraw' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/account/kyc-verify');
    await expectScreenClean(page, `withdrawal, ${width}px`);

    // the KYC form: sign-up's details filled in, the address's country, a passport's photo page only
    await page.goto('/account/kyc-verify');
    await expect(page.getByLabel('First name')).toHaveValue('Erin');
    await expect(page.getByLabel('Phone No.')).toHaveValue(investor.phone);
    const personal = page.getByRole('group', { name: 'Personal details' });
    const address = page.getByRole('group', { name: 'Address' });
    await expect(address.getByText(investor.country)).toBeVisible();
    await personal.getByLabel('Nationality').fill('Irela');
    await page.getByRole('option', { name: 'Ireland', exact: true }).click();
    await page.getByLabel('Date of birth').fill('1990-05-17');
    await page.getByLabel('Address line 1').fill('1600 Market Street');
    await page.getByLabel('City').fill('Toronto');
    await page.getByLabel('State').fill('Ontario');
    await page.getByLabel('Zip code').fill('M5V 2T6');
    await page.getByRole('radio', { name: 'Passport' }).check();
    await expect(page.getByLabel('Back of document')).toHaveCount(0);
    await page.getByLabel('Photo page of passport').setInputFiles({ name: 'photo-page.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
    await page.getByRole('checkbox', { name: /information I have given is correct/ }).check();
    await expectScreenClean(page, `KYC form, ${width}px`);
    await page.getByRole('button', { name: 'Process for Verify' }).click();
    await expect(page.getByText('Your verification is pending')).toBeVisible();

    const mine = await request.get('/api/kyc/me', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(await mine.json()).toMatchObject({ doc_type: 'passport', nationality: 'Ireland', address_country: 'CA', back_url: null });

    // under review: the withdrawal screen says so
    await page.goto('/account/withdrawal');
    await expect(page.getByRole('heading', { name: 'Your identity check is under review' })).toBeVisible();
  });
}
