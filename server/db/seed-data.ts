import { PLACEHOLDER_WALLET_ADDRESSES } from '@/common/placeholder-wallets';
import type { plans, wallets } from './schema';

type PlanSeed = Omit<typeof plans.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>;
type WalletSeed = Omit<typeof wallets.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

const plan = (
  category: PlanSeed['category'],
  name: string,
  description: string,
  minUsd: number,
  maxUsd: number,
  roiPercent: number,
  durationDays: number,
  depositReturn = true,
): PlanSeed => ({
  category,
  name,
  description,
  minCents: minUsd * 100,
  maxCents: maxUsd * 100,
  roiBp: Math.round(roiPercent * 100),
  durationDays,
  status: depositReturn,
});

/** Demo plans, at least one per category, so a fresh install has something to show. */
export const DEMO_PLANS: PlanSeed[] = [
  plan('crypto', 'Crypto Starter', 'A short crypto plan for first-time investors.', 3000, 9999, 1.5, 7),
  plan('crypto', 'Crypto Growth', 'Diversified large-cap crypto exposure.', 10000, 49999, 2, 14),
  plan('crypto', 'Crypto Premium', 'Actively managed crypto portfolio.', 50000, 250000, 2.5, 30),
  plan('gold', 'Gold Reserve', 'Allocated precious-metal holdings.', 3000, 50000, 1.2, 30),
  plan('real_estate', 'Real Estate Income', 'Income from managed rental property.', 5000, 100000, 1, 60),
  plan('agriculture', 'Agriculture Harvest', 'Seasonal crop financing.', 3000, 40000, 1.1, 30),
  plan('cannabidiol', 'Cannabidiol Pharma', 'Licensed CBD producers and pharma partners.', 3000, 40000, 1.3, 21),
  plan('forex', 'Forex Majors', 'Managed trading of major currency pairs.', 3000, 60000, 1.8, 14),
  plan('nft', 'NFT Collectibles', 'Curated digital collectibles.', 3000, 30000, 2.2, 10, false),
];

/**
 * One deposit wallet per coin; an operator replaces these addresses before going live. They
 * are the placeholders common/placeholder-wallets.ts lists: coins sent there are lost.
 */
export const DEMO_WALLETS: WalletSeed[] = [
  { name: 'Bitcoin (demo address)', currency: 'btc', address: PLACEHOLDER_WALLET_ADDRESSES.btc, status: true },
  { name: 'Ethereum (demo address)', currency: 'eth', address: PLACEHOLDER_WALLET_ADDRESSES.eth, status: true },
  { name: 'Tether USDT TRC20 (demo address)', currency: 'usdt', address: PLACEHOLDER_WALLET_ADDRESSES.usdt, status: true },
];
