import { formatUsdFromCents } from '@/common/money';
import type { SettledInvestment } from './types';

/** The figures of an investment that ended, the same whether it matured or was cancelled. */
export const settledInvestmentFigures = (p: SettledInvestment) => [
  { label: 'Plan', value: p.planName },
  { label: 'Amount invested', value: formatUsdFromCents(p.principalCents) },
  { label: 'Days paid', value: String(p.days) },
  { label: 'Profit paid', value: formatUsdFromCents(p.profitCents) },
  { label: 'Principal returned', value: formatUsdFromCents(p.returnedCents) },
  { label: 'Reference', value: p.transactionId },
];
