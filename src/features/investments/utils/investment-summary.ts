import { fromCents, toCents } from '@/common/money';
import { dailyProfitCents } from '@/common/transactions';
import { roiToBp } from '@/common/validation/plan';

export interface InvestmentSummary {
  /** today */
  start: Date;
  /** today + the plan's duration */
  end: Date;
  /** amount x roi %, rounded to the cent as the ledger credits it (dollars) */
  dailyProfit: number;
  /** daily profit x duration (dollars) */
  totalReturn: number;
  /** total return + amount when the plan returns the principal, else the total return alone (dollars) */
  net: number;
}

/**
 * Daily profit = amount x roi %; total return = daily x duration; net =
 * return + amount. A plan whose 'Deposit Return' is No (`status` false) keeps the principal at
 * maturity (the accrual pays it back only when the flag is set), so its net is the return alone.
 */
export function investmentSummary(
  amount: number,
  plan: { roi: number; duration: number; status?: boolean },
  today: Date = new Date(),
): InvestmentSummary {
  const amountCents = toCents(amount);
  const daily = dailyProfitCents(amountCents, roiToBp(plan.roi));
  const total = daily * plan.duration;
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const end = new Date(start);
  end.setDate(end.getDate() + plan.duration);
  return {
    start,
    end,
    dailyProfit: fromCents(daily),
    totalReturn: fromCents(total),
    net: fromCents(plan.status === false ? total : total + amountCents),
  };
}
