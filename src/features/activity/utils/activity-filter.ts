import type { TransactionListFilter } from '@/common/api/transactions';
import { ALL_STATUSES, STATUSES_BY_TYPE, type TransactionStatus, type TransactionType } from '@/common/transactions';

/** What the filter fields hold: '' for 'all', dates as the date inputs give them (YYYY-MM-DD, the reader's days). */
export interface ActivityFilters {
  type: TransactionType | '';
  status: TransactionStatus | '';
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilters = { type: '', status: '', from: '', to: '' };

/** The part of GET /api/transaction/{id}'s filter Activity sends. */
export type ActivityApiFilter = Pick<TransactionListFilter, 'trnx_type' | 'status' | 'createdAt_gte' | 'createdAt_lte'>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight starting `date` (plus `days`) on the reader's clock, as an instant: the reader's day, not UTC's. */
function localMidnight(date: string, days = 0): Date | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const at = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A range whose start is after its end: nothing could match, so it is pointed out rather than sent. */
export const rangeIsBackwards = (f: Pick<ActivityFilters, 'from' | 'to'>): boolean => !!f.from && !!f.to && f.from > f.to;

/** The statuses a type can have (every status when no type is picked). */
export const statusesFor = (type: ActivityFilters['type']): readonly TransactionStatus[] => (type ? STATUSES_BY_TYPE[type] : ALL_STATUSES);

/**
 * The filter as the list route reads it, or undefined when nothing is filtered. The dates are
 * whole days on the reader's clock: from its midnight to the last millisecond before the next.
 */
export function toApiFilter(f: ActivityFilters): ActivityApiFilter | undefined {
  const out: ActivityApiFilter = {};
  if (f.type) out.trnx_type = f.type;
  if (f.status) out.status = f.status;
  if (!rangeIsBackwards(f)) {
    const from = localMidnight(f.from);
    const next = localMidnight(f.to, 1);
    if (from) out.createdAt_gte = from.toISOString();
    if (next) out.createdAt_lte = new Date(next.getTime() - 1).toISOString();
  }
  return Object.keys(out).length ? out : undefined;
}
