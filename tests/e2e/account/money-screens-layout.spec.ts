// The money screens at 375, 1024 and 1440 px: every coin card holds its name ('Tether USDT
// Trc20' spilled out of its card at 1024 px) on the deposit and withdrawal screens; 'Download
// statement' stays on one line in its button; the 'Login Success' toast leaves the top bar
// (and its menu button) free on a phone. Each screen is axe-clean.
import { expect, test, type Page } from '@playwright/test';
import { newInvestor, signIn, signUpByApi } from '../public/helpers';
import { newSignedInInvestor, startSignedIn } from './helpers';
import { expectAxeCleanPerLayout } from '../axe';
import { WIDTHS } from '../widths';

const idle = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/** How far (px) any coin card's content reaches past the card, and any card past its group; 0 when all fit. */
const coinCardSpill = (page: Page) =>
  page.getByRole('radiogroup').evaluate((group) => {
    const box = group.getBoundingClientRect();
    let worst = 0;
    for (const card of Array.from(group.querySelectorAll('label'))) {
      const c = card.getBoundingClientRect();
      worst = Math.max(worst, c.right - box.right, card.scrollWidth - card.clientWidth);
      for (const inner of Array.from(card.querySelectorAll('span, p')))
        worst = Math.max(worst, inner.getBoundingClientRect().right - c.right);
    }
    return Math.round(worst);
  });

for (const width of WIDTHS) {
  test(`coin cards fit on the deposit and withdrawal screens at ${width} px`, async ({ browser, request }) => {
    const investor = await newSignedInInvestor(request, `coins${width}`);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await startSignedIn(context, investor);
    const page = await context.newPage();
    for (const [path, heading] of [
      ['/account/deposit', 'Deposit'],
      ['/account/withdrawal', 'Withdraw'],
    ] as const) {
      await page.goto(path);
      // an account page can take long to start on a busy machine
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('radio', { name: /Tether USDT Trc20/ })).toBeVisible();
      await idle(page);
      expect(await coinCardSpill(page), `${path} at ${width}px`).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path}: no sideways spill`).toBe(true);
      await expectAxeCleanPerLayout(page, `${path} at ${width}px`);
    }
    await context.close();
  });

  test(`'Download statement' stays on one line at ${width} px`, async ({ browser, request }) => {
    const investor = await newSignedInInvestor(request, `statement${width}`);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await startSignedIn(context, investor);
    const page = await context.newPage();
    await page.goto('/account/activity');
    const button = page.getByRole('button', { name: 'Download statement' });
    await expect(button).toBeVisible({ timeout: 30_000 });
    await idle(page);
    const lines = await button.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let node: Node | null;
      while ((node = walker.nextNode())) {
        if (!node.textContent?.includes('Download statement')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
      }
      return -1;
    });
    expect(lines, `${width}px`).toBe(1);
    const box = (await button.boundingBox())!;
    expect(box.x + box.width, 'inside the window').toBeLessThanOrEqual(width);
    await expectAxeCleanPerLayout(page, `${width}px`);
    await context.close();
  });

  test(`the 'Login Success' toast leaves the top bar free at ${width} px`, async ({ browser, request }) => {
    const investor = newInvestor(`toast${width}`);
    await signUpByApi(request, investor);
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, investor.email, investor.password);
    const toast = page.getByText('Login Success');
    await expect(toast).toBeVisible({ timeout: 30_000 });
    // read at once, in one step (the toast leaves after 4 s): where its container sits, below which bar
    const placed = await toast.evaluate((el) => ({
      toastTop: el.closest('.notistack-SnackbarContainer')!.getBoundingClientRect().top,
      // the account's top bar, or the sign-in page's bar while the app moves on: both are 70 px tall (TOP_BAR_HEIGHT)
      barBottom: Math.max(70, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0),
    }));
    expect(placed.toastTop, 'the toast starts below the top bar').toBeGreaterThanOrEqual(placed.barBottom);
    await context.close();
  });
}
