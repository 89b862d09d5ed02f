import type { ReserveSnapshot } from '@/common/api/reserves';
import { formatterFor } from '@/common/i18n/formatters';
import { RESERVES_TEXT } from './texts';

// Pure shaping of GET /api/reserves/snapshots for the Proof of reserves page.

/** What the chain proves is held, in cents: the sum of every coin's reserve at the snapshot's rates. */
export const provenCentsOf = (s: Pick<ReserveSnapshot, 'reserves'>): number => s.reserves.reduce((sum, r) => sum + r.usd_cents, 0);

/** Below 100 %: the proven reserves do not cover what investors can claim. */
export const isUnderCovered = (s: Pick<ReserveSnapshot, 'coverage'>): boolean => s.coverage !== null && s.coverage < 1;

const percentFormat = formatterFor((t) => new Intl.NumberFormat(t.number, { style: 'percent', maximumFractionDigits: 2 }));

/**
 * The coverage ratio as staff read it: 0.9876 -> '98.76%', 1.5 -> '150%'. The server floors it to
 * four decimals, so a shortfall never reads '100%'. Null: nothing is owed, nothing to cover.
 */
export const formatCoverage = (coverage: number | null): string =>
  coverage === null ? RESERVES_TEXT.nothingOwed : percentFormat().format(coverage);

/** A root short enough for a table cell: its first and last 8 characters (the full one is its tooltip). */
export const shortRoot = (root: string): string => (root.length > 19 ? `${root.slice(0, 8)}…${root.slice(-8)}` : root);

/** The list after a snapshot was taken: the new one first, once, whatever the list already held. */
export const withSnapshot = (list: ReserveSnapshot[] | undefined, taken: ReserveSnapshot): ReserveSnapshot[] => [
  taken,
  ...(list ?? []).filter((s) => s.id !== taken.id),
];
