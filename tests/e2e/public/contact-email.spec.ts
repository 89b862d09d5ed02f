import { expect, test, type Locator } from '@playwright/test';

// The support e-mail address must never break mid-word at 1024 and 1440 px.
// An inline link has one client rect per line box it occupies: one rect = one line.
const lineBoxes = (link: Locator) => link.evaluate((el) => el.getClientRects().length);

for (const width of [1024, 1440]) {
  test(`the contact e-mail stays on one line at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact');
    const main = page.getByRole('main');
    const email = main.getByRole('link', { name: /@/ });
    await expect(email).toBeVisible();
    expect(await lineBoxes(email)).toBe(1);
    const footerEmail = page.getByRole('contentinfo').getByRole('link', { name: /@/ });
    expect(await lineBoxes(footerEmail)).toBe(1);
    // kept whole by widening its column, not by spilling out of the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const spill = await email.evaluate(
      (el) => el.getBoundingClientRect().right - el.closest('.MuiPaper-root')!.getBoundingClientRect().right,
    );
    expect(spill).toBeLessThanOrEqual(0);
  });
}

test('at 375 px the contact e-mail fits its card (wrapping only if it must)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/contact');
  const email = page.getByRole('main').getByRole('link', { name: /@/ });
  await expect(email).toBeVisible();
  const spill = await email.evaluate((el) => {
    const card = el.closest('.MuiPaper-root')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return box.right - card.right;
  });
  expect(spill).toBeLessThanOrEqual(0);
});
