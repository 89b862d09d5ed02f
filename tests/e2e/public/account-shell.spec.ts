import { expect, test, type Page, type Route } from '@playwright/test';
import { ACCOUNT_SHELL_LOADING } from '@/src/prerender/account-shell';
import { ACCOUNT_SHELL_ATTRIBUTE } from '@/src/prerender/account-shell-attribute';
import { newSignedInInvestor, startSignedIn } from '../account/helpers';
import { axeAt, expectAxeClean } from '../axe';
import { WIDTHS } from '../widths';

// The investor area arrives as a shell (scripts/prerender.mjs): its navigation, top bar and a
// skeleton of the content are in the HTML, painted before any script or data; the app then
// renders over it, and the screen's data comes last. Without it the area stood blank white for
// the time its scripts took over a slow connection.

/** Requests held until `release()`: the scripts or the API calls, to see what stands without them. */
function holdRequests(page: Page, urlPattern: string | RegExp) {
  const held: Route[] = [];
  let released = false;
  const ready = page.route(urlPattern, async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    ready,
    count: () => held.length,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test.describe('the investor area before its scripts and data', () => {
  test('the HTML as served shows the navigation and a loading skeleton, at every width, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const res = await page.goto('/account/profile');
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('status')).toContainText(ACCOUNT_SHELL_LOADING);
      await expect(page.getByRole('link', { name: /home$/ }).first()).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Account' });
      if (width >= 1024) {
        // the side navigation as the app lays it out, every entry a real link
        await expect(nav).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/profile');
        await expect(nav.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/account/deposit');
      } else {
        // a phone gets the top bar with the menu button's place; the navigation is a drawer there
        await expect(nav).toBeHidden();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `nothing spills sideways at ${width} px`).toBe(0);
    }
    await context.close();
  });

  test('the shell is axe-clean (at the widths axe runs at; the test above checks its layout at every width)', async ({ page }) => {
    // the page's own scripts never arrive (axe needs the browser's JavaScript, so it stays on)
    await page.route(/\.js$/, (route) => route.abort('blockedbyclient'));
    for (const width of WIDTHS.filter(axeAt)) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/account');
      await expect(page.getByRole('status')).toContainText(ACCOUNT_SHELL_LOADING);
      await expectAxeClean(page, `axe at ${width} px`);
    }
  });

  test('on a slow connection the shell is painted before the scripts, the app takes it over without a blank moment, then the data arrives', async ({
    page,
    context,
    request,
  }) => {
    const investor = await newSignedInInvestor(request, 'shell');
    await startSignedIn(context, investor);
    await page.setViewportSize({ width: 1440, height: 900 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // 400 ms latency, 200 KB/s each way
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 200 * 1024,
      uploadThroughput: 200 * 1024,
    });
    // once the served HTML is parsed, note any moment #root holds no account navigation (a blank
    // or a spinner alone). Not while it is parsed: on a slow line the HTML arrives in pieces, and
    // the shell's element can be in before its navigation, which is the parser, not a blank.
    await page.addInitScript((attribute) => {
      const w = window as unknown as { blankMoments: number; shellSeen: boolean };
      w.blankMoments = 0;
      w.shellSeen = false;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root || document.readyState === 'loading') return;
        if (root.querySelector(`[${attribute}]`)) w.shellSeen = true;
        if (w.shellSeen && !root.querySelector('nav[aria-label="Account"]')) w.blankMoments += 1;
      }).observe(document, { childList: true, subtree: true });
    }, ACCOUNT_SHELL_ATTRIBUTE);
    const scripts = holdRequests(page, /\/assets\/.+\.js$/);
    const api = holdRequests(page, /\/api\//);
    await Promise.all([scripts.ready, api.ready]);

    await page.goto('/account', { waitUntil: 'commit' });
    const nav = page.getByRole('navigation', { name: 'Account' });
    // no script has run yet: the served HTML alone
    await expect(nav).toBeVisible();
    await expect(page.getByRole('status')).toContainText(ACCOUNT_SHELL_LOADING);
    await expect(page.locator(`#root > [${ACCOUNT_SHELL_ATTRIBUTE}]`)).toHaveCount(1);
    await expect.poll(scripts.count, 'the app is asked for after the first paint').toBeGreaterThan(0);

    // the app arrives and renders over the shell while the account's data is still on its way
    await scripts.release();
    // the area's code at 200 KB/s on a busy machine: a bound, not a measure
    await expect(page.locator(`#root > [${ACCOUNT_SHELL_ATTRIBUTE}]`)).toHaveCount(0, { timeout: 90_000 });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    await expect.poll(api.count, 'the dashboard asks for its data').toBeGreaterThan(0);

    await api.release();
    await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { blankMoments: number }).blankMoments)).toBe(0);
  });
});
