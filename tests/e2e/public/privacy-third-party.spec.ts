import { expect, test } from '@playwright/test';
import { MARKET_TICKER_PROVIDER } from '@/common/third-party-content';
import { openPublicPage } from './helpers';

// The privacy policy says what the dashboard loads from another website (the market ticker),
// who provides it and what that provider receives, readable at every width.
test('the privacy policy names the market ticker and its provider, at 375, 1024 and 1440 px', async ({ page }) => {
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await openPublicPage(page, '/privacy');
    const section = page.getByRole('heading', { name: 'Content from other websites' });
    await expect(section).toBeVisible();
    await expect(page.getByText(MARKET_TICKER_PROVIDER.company, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/your IP address, your browser's details/)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `nothing spills sideways at ${width} px`).toBe(0);
  }
});
