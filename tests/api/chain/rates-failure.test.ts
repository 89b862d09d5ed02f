// The coin rates staff read say why there is no live rate: the price source's last failure
// (its reason and when it was tried) until the source answers again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@/server/lib/clock';
import { startPriceStandin } from '@/tests/helpers/price-standin';
import { createSupport, createTestApp, injectAs, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import { RATES } from './chain-helpers';

const NOW = new Date('2026-11-25T10:00:00.000Z');
let prices: Awaited<ReturnType<typeof startPriceStandin>>;
let ctx: TestContext;
let support: TestUser;
const clock = new ManualClock(NOW);

beforeAll(async () => {
  prices = await startPriceStandin(RATES);
  ctx = await createTestApp({ PRICE_URL: prices.url }, { clock });
  support = await createSupport(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await prices.close();
});

const btcRate = async () => {
  const res = await injectAs(ctx.app, support.token, { method: 'GET', url: '/api/chain/rates' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { coin: string }[]).find((r) => r.coin === 'btc');
};

describe('GET /api/chain/rates when the price source fails', () => {
  it('gives the last failure and its time, and clears them once the source answers', async () => {
    expect(await btcRate()).toMatchObject({ live_usd: '60000', live_error: null, live_error_at: null });

    prices.down();
    // past the cache's minute and the 10 minutes an old rate still counts: no live rate left
    clock.advance(20 * 60_000);
    const failedAt = clock.now().toISOString();
    expect(await btcRate()).toMatchObject({
      live_usd: null,
      live_error: 'price source answered 503',
      live_error_at: failedAt,
    });

    prices.up();
    clock.advance(61_000);
    expect(await btcRate()).toMatchObject({ live_usd: '60000', live_error: null, live_error_at: null });
  });
});
