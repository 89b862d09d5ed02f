import type { ReserveSnapshot } from '@/common/api/reserves';
import { formatterFor } from '@/common/i18n/formatters';

const percent = formatterFor(
  (t) => new Intl.NumberFormat(t.number, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 }),
);

/** Coverage as the API gives it (0.9512) -> '95.12%' (in English; '95,12 %' in French). */
export const formatCoverage = (coverage: number): string => percent().format(coverage);

/** Proven reserves in cents: the sum over the coins the snapshot lists. */
export const provenCents = (snapshot: Pick<ReserveSnapshot, 'reserves'>): number =>
  snapshot.reserves.reduce((sum, reserve) => sum + reserve.usd_cents, 0);

/** A hash cut to its first 12 characters for a list ('3f9a0c…'); the full one is shown where it is read. */
export const shortHash = (hash: string): string => (hash.length > 12 ? `${hash.slice(0, 12)}…` : hash);
