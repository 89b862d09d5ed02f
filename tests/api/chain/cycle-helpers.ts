import { expect } from 'vitest';
import { runChainCycle, type ChainCycleResult } from '@/server/modules/deposits/chain-cycle';
import { createWatchers } from '@/server/modules/chain/watchers';
import type { ChainWatcher } from '@/server/modules/chain/watchers/types';
import type { Db } from '@/server/db/client';
import { bearer, type TestApp, type TestContext, type TestUser } from '@/tests/helpers/test-app';
import type { CoinSymbol } from '@/common/coins';

/** The product's own watcher of `coin`, made from the app's configuration (as the server makes it). */
export function watcherOf(ctx: TestContext, coin: CoinSymbol): ChainWatcher {
  const watcher = createWatchers(ctx.config.chain).find((w) => w.coin === coin);
  if (!watcher) throw new Error(`no watcher for ${coin}: is its xpub set?`);
  return watcher;
}

/** One cycle of the watcher, as the job runs it. */
export function cycle(ctx: TestContext, watcher: ChainWatcher, now: Date): Promise<ChainCycleResult> {
  return cycleOn(ctx.app, ctx.db, watcher, now);
}

/** One cycle as the job of the instance `app` (on its database handle `db`) runs it. */
export function cycleOn(app: TestApp, db: Db, watcher: ChainWatcher, now: Date): Promise<ChainCycleResult> {
  return runChainCycle({ db, chain: app.chain, notifier: app.notifier, log: app.log }, watcher, now);
}

export interface DepositView {
  _id: string;
  status: string;
  amount: number;
  confirmations: number | null;
  required_confirmations: number | null;
  payment_address: string;
  coin_amount: string;
  deposit_flags?: string[];
}

/** The deposit as the investor reads it. */
export async function readDeposit(ctx: TestContext, investor: TestUser, id: string): Promise<DepositView> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/transaction/single/${id}`, headers: bearer(investor.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The investor's balance in dollars, as the API shows it. */
export async function balanceOf(ctx: TestContext, investor: TestUser): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(investor.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().acct_bal;
}
