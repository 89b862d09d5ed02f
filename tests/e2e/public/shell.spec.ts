import { expect, test, type Page } from '@playwright/test';
import { CONTACT } from '@/src/config/site';
import { openHydrated, openPublicPage, waitForEnhanced } from './helpers';

/** whether the focused element is inside the sidebar */
const focusInSidebar = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('#public-nav-drawer'));

test.describe('the public shell in a real browser', () => {
  test('the Trusted Company counter reaches 100% once scrolled into view; blocks below the fold fade in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openPublicPage(page, '/');
    const value = page.getByTestId('trusted-counter-value');
    await expect(value).toHaveText('0%');
    const waiting = page.locator('[data-reveal="hidden"]');
    expect(await waiting.count(), 'blocks below the fold wait to fade in').toBeGreaterThan(0);
    // hidden at once, not fading out: a block mid-fade is text of too little contrast (axe)
    expect(await waiting.evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity))).toEqual(
      Array((await waiting.count()) as number).fill('0'),
    );
    await value.scrollIntoViewIfNeeded();
    await expect(value).toHaveText('100%');
    await expect(page.getByRole('progressbar', { name: 'Trusted Company' })).toHaveAttribute('aria-valuenow', '100');
    // each block comes in as it is scrolled to
    const blocks = page.locator('[data-reveal]');
    for (let i = 0; i < (await blocks.count()); i++) {
      await blocks.nth(i).scrollIntoViewIfNeeded();
      await expect(blocks.nth(i)).toHaveAttribute('data-reveal', 'shown');
    }
    await expect(waiting).toHaveCount(0);
  });

  test('the scroll-to-top button appears past 180 px and brings the page back up', async ({ page }) => {
    await openPublicPage(page, '/about');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('on a phone the sidebar slides in over 500 ms, keeps focus inside, and closes every way', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPublicPage(page, '/');
    const menu = page.getByRole('button', { name: 'Open menu' });
    const sidebar = page.locator('#public-nav-drawer');
    await expect(sidebar).toBeHidden();

    await menu.click();
    await expect(sidebar.getByRole('link', { name: 'Services' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(await sidebar.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.5s');
    // modal: Tab goes round the sidebar's own links and buttons (2 + 4 + 1), never to the page behind it
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInSidebar(page), `after ${i + 1} Tab presses`).toBe(true);
    }
    // a click outside it
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInSidebar(page), `after ${i + 1} Shift+Tab presses`).toBe(true);
    }
    await page.mouse.click(360, 400);
    await expect(sidebar).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await menu.click();
    await sidebar.getByRole('button', { name: 'Close menu' }).click();
    await expect(sidebar).toBeHidden();

    await menu.click();
    await expect(sidebar.getByRole('link', { name: 'Services' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    // a click inside it (not on a link) leaves it open
    await menu.click();
    await sidebar.getByRole('navigation').click({ position: { x: 5, y: 5 } });
    await expect(sidebar).toBeVisible();
    // widened to where the bar has its links (no menu button to close it with): it closes
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(sidebar).toBeHidden();
    await page.setViewportSize({ width: 375, height: 800 });

    await menu.click();
    await sidebar.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('#public-nav-drawer')).toBeHidden();
  });

  test('closed again before the browser has drawn a frame of its slide, the sidebar still goes', async ({ page }) => {
    // CI's loaded machine pressed Escape before a frame of the slide-in was drawn: the slide back had
    // nothing to run, so no transitionend came and the sidebar stayed open, off screen, over the page
    await page.setViewportSize({ width: 375, height: 800 });
    await openPublicPage(page, '/');
    const sidebar = page.locator('#public-nav-drawer');
    await page.evaluate(() => {
      const drawer = document.querySelector<HTMLDialogElement>('#public-nav-drawer')!;
      document.querySelector<HTMLElement>('[data-nav-drawer-open]')!.click();
      // Escape, in the same task as the click, as a browser sends it to an open modal dialog
      drawer.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    // and during its slide in (one frame drawn), it slides back out and goes
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    // fully in, it slides out (still open as the close button's click ends) before it goes
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => sidebar.evaluate((el) => el.getAnimations().length)).toBe(0);
    const closing = await sidebar.evaluate((el) => {
      el.querySelector<HTMLElement>('[data-nav-drawer-close]')!.click();
      return { open: (el as HTMLDialogElement).open, slides: el.getAnimations().length };
    });
    expect(closing).toEqual({ open: true, slides: 1 });
    await expect(sidebar).toBeHidden();
  });

  test("the footer's FAQ link opens the contact page at its questions, which open their answers", async ({ page }) => {
    await openPublicPage(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/contact#faq$/);
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
    const [first] = CONTACT.faq;
    await expect(page.getByText(first.answer)).toBeHidden();
    await page.getByText(first.question).click();
    await expect(page.getByText(first.answer)).toBeVisible();
  });

  test('a public page the app shows itself (from a sign-in page) works as the prerendered one', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openHydrated(page, '/login');
    await page.getByRole('link', { name: /home$/ }).first().click();
    await expect(page).toHaveURL(/\/$/);
    // the app's router rendered it: the document is still the sign-in page's
    await waitForEnhanced(page);
    expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')))).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.locator('#public-nav-drawer');
    await sidebar.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(sidebar).toBeHidden();
    // wired again for the new page
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  });
});
