// Sign-up as a newcomer meets it, at 375, 1024 and 1440 px: the e-mail has a row of its own
// (a long address stays in view whole), the password says how strong it is, the consent to
// the Terms and the Privacy Policy is asked and required, the country dropdown's list never
// covers its own error; after sign-up the sign-in page has the address filled in and says a
// verification link is on its way. Nothing spills sideways; every screen is axe-clean (tests/e2e/axe.ts).
import { expect, test, type Page } from '@playwright/test';
import { newInvestor, openHydrated } from './helpers';
import { expectAxeCleanPerLayout } from '../axe';
import { WIDTHS } from '../widths';

/** Nothing spills sideways; axe-clean where axe runs (tests/e2e/axe.ts). */
async function expectScreenClean(page: Page, label: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label}: no sideways spill`).toBe(true);
  await expectAxeCleanPerLayout(page, label);
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of WIDTHS) {
  test(`sign-up at ${width} px: e-mail row, password hint, consent, country error, then the sign-in page`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const investor = newInvestor('onboard');
    await openHydrated(page, '/signup');

    // the e-mail field is as wide as the name's: a row of its own
    const name = await page.getByLabel(/^Name/).boundingBox();
    const email = await page.getByLabel(/^Email/).boundingBox();
    expect(email!.width).toBeGreaterThanOrEqual(name!.width - 1);

    // empty: every message, the consent's too; the country's list, opened, leaves its error in view
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Accept the Terms and the Privacy Policy to create your account')).toBeVisible();
    const countryError = page.getByText('Country is required');
    await expect(countryError).toBeVisible();
    await expectScreenClean(page, `sign-up with errors, ${width}px`);
    await page.getByLabel(/^Country/).click();
    const menu = page.getByRole('listbox');
    await expect(menu).toBeVisible();
    expect(overlap((await countryError.boundingBox())!, (await menu.boundingBox())!), 'the list covers the error').toBe(false);
    await page.keyboard.press('Escape');

    await page.getByLabel(/^Name/).fill(investor.name);
    await page.getByLabel(/^Email/).fill(investor.email);
    await page.getByLabel(/^Phone No\./).fill(investor.phone);
    await page.getByLabel(/^Country/).fill('Cana');
    await page.getByRole('option', { name: investor.country, exact: true }).click();
    const password = page.getByLabel(/^Password/);
    await password.fill('abcdef');
    await expect(password).toHaveAccessibleDescription(/Strength: weak/);
    await password.fill(investor.password);
    await expect(password).toHaveAccessibleDescription(/Strength: (fair|strong)/);
    await page.getByLabel(/^Confirm Password/).fill(investor.password);
    await page.getByRole('checkbox', { name: /I accept the Terms and Conditions and the Privacy Policy/ }).check();
    await expect(page.getByText('Accept the Terms and the Privacy Policy to create your account')).toBeHidden();
    await expectScreenClean(page, `sign-up filled in, ${width}px`);

    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('User Successfully Registered')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(`A link to verify your e-mail address is on its way to ${investor.email}`)).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveValue(investor.email);
    await expectScreenClean(page, `sign-in after sign-up, ${width}px`);

    // only the password is left to type
    await page.getByLabel(/^Password/).fill(investor.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
  });
}
