import { PLAN_CATEGORY_LABELS } from '@/common/validation/plan';
import { csvExporter, figure, usd, utc, yesNo } from '../ui/csv';
import type { PlanRecord } from './types';

/** Plans as CSV: the daily return in percent (1.5 = 1.5 % a day), limits in dollars. */
export const planExporter = csvExporter<PlanRecord>('plans', [
  { header: 'plan_id', value: (r) => String(r.id) },
  { header: 'name', value: (r) => r.name },
  { header: 'category', value: (r) => PLAN_CATEGORY_LABELS[r.category] ?? r.category },
  { header: 'min_usd', value: (r) => usd(r.min) },
  { header: 'max_usd', value: (r) => usd(r.max) },
  { header: 'daily_return_percent', value: (r) => figure(r.roi) },
  { header: 'duration_days', value: (r) => figure(r.duration) },
  { header: 'deposit_return', value: (r) => yesNo(r.status) },
  { header: 'description', value: (r) => r.description },
  { header: 'created_at_utc', value: (r) => utc(r.createdAt) },
]);
