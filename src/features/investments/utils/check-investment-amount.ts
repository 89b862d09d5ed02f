import { toCents } from '../../../../common/money';
import { TX_MSG } from '../../../../common/validation/transaction';
import { parseAmount } from '../../account/utils/parse-amount';
import { formatPlanAmount } from '../../plans/utils/plan-figures';

/** SPEC.md section 9: the quick amounts of the investment form. */
export const QUICK_AMOUNTS = [3000, 3500, 4000, 4500, 5000, 10000] as const;

export type InvestmentAmountCheck = { ok: true; amount: number } | { ok: false; message: string };

/**
 * SPEC.md section 5: an amount is required ('Please Select or Enter an amount to Invest.')
 * and at least the plan's min ('Minimum amount is {min}'); the server's max applies too.
 */
export function checkInvestmentAmount(raw: string, plan: { min: number; max: number }): InvestmentAmountCheck {
  const parsed = parseAmount(raw);
  if (!parsed.ok) return { ok: false, message: parsed.empty ? TX_MSG.amountRequired : parsed.message };
  if (toCents(parsed.amount) < toCents(plan.min)) return { ok: false, message: TX_MSG.minInvestment(formatPlanAmount(plan.min)) };
  if (toCents(parsed.amount) > toCents(plan.max)) return { ok: false, message: TX_MSG.maxInvestment(formatPlanAmount(plan.max)) };
  return { ok: true, amount: parsed.amount };
}
