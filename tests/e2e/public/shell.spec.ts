import { expect, test } from '@playwright/test';
import { openHydrated } from './helpers';

test.describe('the public shell in a real browser', () => {
  test('the logo carousel shows three partners on wide screens and two below 750 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHydrated(page, '/');
    const carousel = page.getByTestId('partner-carousel');
    await expect(carousel).toHaveAttribute('data-slides', '3');
    await expect(carousel.locator('.slick-slide.slick-active')).toHaveCount(3);
    await page.setViewportSize({ width: 749, height: 900 });
    await expect(carousel).toHaveAttribute('data-slides', '2');
    await expect(carousel.locator('.slick-slide.slick-active')).toHaveCount(2);
  });

  test('the Trusted Company counter reaches 100% once scrolled into view; blocks fade in', async ({ page }) => {
    await openHydrated(page, '/');
    const value = page.getByTestId('trusted-counter-value');
    await expect(value).toHaveText('0%');
    await value.scrollIntoViewIfNeeded();
    await expect(value).toHaveText('100%');
    await expect(page.locator('[data-reveal="shown"]').first()).toBeVisible();
  });

  test('the scroll-to-top button appears past 180 px and brings the page back up', async ({ page }) => {
    await openHydrated(page, '/about');
    await expect(page.getByRole('heading', { name: 'Our Objectives' })).toBeAttached();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('on a phone the sidebar opens from the menu button and closes on a click outside', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.locator('#public-nav-drawer .MuiDrawer-paper');
    await expect(sidebar.getByRole('link', { name: 'Services' })).toBeVisible();
    await page.mouse.click(360, 400);
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(sidebar).toBeHidden();
  });

  test("the footer's FAQ link opens the contact page at its questions", async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/contact#faq$/);
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
  });
});
