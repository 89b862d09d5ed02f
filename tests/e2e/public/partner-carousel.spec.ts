import { expect, test, type Page } from '@playwright/test';
import { HOME } from '@/src/config/site';
import { CAROUSEL_AUTOPLAY_MS } from '@/src/config/public-site';
import { openPublicPage } from './helpers';

const NAMES = HOME.partners.map((partner) => partner.name);

const track = (page: Page) => page.getByRole('region', { name: 'Partner logos' });

/** The partners wholly inside the track, left to right (a pixel of rounding allowed). */
const partnersInView = (page: Page) =>
  track(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('li')]
      .filter((item) => {
        const { left, right } = item.getBoundingClientRect();
        return left >= box.left - 1 && right <= box.right + 1;
      })
      .map((item) => item.textContent);
  });

/**
 * Opens the home page on a stopped clock, so the strip moves on by itself only when a test runs
 * the clock, and brings the strip into view (it is below the fold on short windows). The track
 * then counts the scrolls asked of it in data-scroll-requests: a smooth scroll starts a frame
 * later, so "nothing moved" is read there, without waiting on the real clock.
 */
async function openHome(page: Page, width = 1280) {
  await page.setViewportSize({ width, height: 900 });
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
  await openPublicPage(page, '/');
  await track(page).scrollIntoViewIfNeeded();
  await track(page).evaluate((element) => {
    const scrollTo = element.scrollTo.bind(element) as (options: ScrollToOptions) => void;
    element.dataset.scrollRequests = '0';
    element.scrollTo = ((options: ScrollToOptions) => {
      element.dataset.scrollRequests = String(Number(element.dataset.scrollRequests) + 1);
      scrollTo(options);
    }) as typeof element.scrollTo;
  });
}

/** Takes the pointer and focus off the strip, which otherwise hold it still (pauseOnHover/Focus). */
async function leaveStrip(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('the home page partner carousel', () => {
  test('shows three partners whole at 1280 px and two at 749 px', async ({ page }) => {
    await openHome(page, 1280);
    const carousel = page.getByTestId('partner-carousel');
    await expect(carousel).toHaveAttribute('data-slides', '3');
    await expect.poll(() => partnersInView(page)).toEqual(NAMES.slice(0, 3));
    await page.setViewportSize({ width: 749, height: 900 });
    await expect(carousel).toHaveAttribute('data-slides', '2');
    await expect.poll(() => partnersInView(page)).toEqual(NAMES.slice(0, 2));
  });

  test('Next moves the partners along by one, Previous back, and both wrap around at the ends', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Next partner' }).click();
    await expect.poll(() => partnersInView(page)).toEqual(NAMES.slice(1, 4));
    await page.getByRole('button', { name: 'Previous partner' }).click();
    await expect.poll(() => partnersInView(page)).toEqual(NAMES.slice(0, 3));
    await page.getByRole('button', { name: 'Previous partner' }).click();
    await expect.poll(() => partnersInView(page)).toEqual(NAMES.slice(-3));
    await page.getByRole('button', { name: 'Next partner' }).click();
    await expect.poll(() => partnersInView(page)).toEqual(NAMES.slice(0, 3));
  });

  test('moves on by itself every CAROUSEL_AUTOPLAY_MS until paused, and again once played', async ({ page }) => {
    await openHome(page);
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
    await expect(track(page)).toHaveAttribute('data-scroll-requests', '1');
    await expect.poll(() => partnersInView(page)).toEqual(NAMES.slice(1, 4));

    await page.getByRole('button', { name: 'Pause the partner logos' }).click();
    const play = page.getByRole('button', { name: 'Play the partner logos' });
    await expect(play).toBeVisible();
    await leaveStrip(page);
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 3);
    await expect(track(page)).toHaveAttribute('data-scroll-requests', '1');
    expect(await partnersInView(page)).toEqual(NAMES.slice(1, 4));

    await play.click();
    await expect(page.getByRole('button', { name: 'Pause the partner logos' })).toBeVisible();
    await leaveStrip(page);
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
    await expect(track(page)).toHaveAttribute('data-scroll-requests', '2');
    await expect.poll(() => partnersInView(page)).toEqual(NAMES.slice(2, 5));
  });

  test('with reduced motion it never moves by itself and has no pause button; Next still works', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await page.clock.runFor(CAROUSEL_AUTOPLAY_MS * 3);
    await expect(track(page)).toHaveAttribute('data-scroll-requests', '0');
    await expect(page.getByRole('button', { name: /the partner logos/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next partner' }).click();
    await expect.poll(() => partnersInView(page)).toEqual(NAMES.slice(1, 4));
  });
});
