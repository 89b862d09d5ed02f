import type { ReserveSnapshot } from '@/common/api/reserves';
import type { CoinSymbol } from '@/common/coins';
import type { SnapshotRow } from './repository';

/** Proven reserves over what is owed, to four decimals (1 = fully covered); null when nothing is owed. */
export function coverageOf(provenCents: number, owedCents: number): number | null {
  return owedCents > 0 ? Math.floor((provenCents / owedCents) * 10_000) / 10_000 : null;
}

export const provenCentsOf = (s: Pick<SnapshotRow, 'reserves'>) => s.reserves.reduce((sum, r) => sum + r.usdCents, 0);

export function toPublicSnapshot(s: SnapshotRow): ReserveSnapshot {
  return {
    id: s.id,
    taken_at: s.takenAt.toISOString(),
    root: s.root,
    total_cents: s.totalCents,
    leaf_count: s.leafCount,
    previous_root: s.previousRoot,
    reserves: s.reserves.map((r) => ({ coin: r.coin as CoinSymbol, units: r.units, usd_cents: r.usdCents, addresses: r.addresses })),
    declared_cents: s.declaredCents,
    coverage: coverageOf(provenCentsOf(s), s.totalCents),
  };
}
