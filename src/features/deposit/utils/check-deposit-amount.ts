import { MSG } from '../../../../common/messages';
import { MIN_DEPOSIT_USD } from '../../../../common/transactions';
import { TX_MSG } from '../../../../common/validation/transaction';
import { parseAmount } from '../../account/utils/parse-amount';

export type DepositAmountCheck = { ok: true; amount: number } | { ok: false; message: string };

/** SPEC.md section 5: at least 100 USD, otherwise the minimum message and nothing is sent. */
export function checkDepositAmount(raw: string): DepositAmountCheck {
  const parsed = parseAmount(raw);
  if (!parsed.ok) {
    // blank or zero: what is missing is the minimum
    const belowMinimum = parsed.empty || parsed.message === MSG.amountPositive;
    return { ok: false, message: belowMinimum ? TX_MSG.minDeposit : parsed.message };
  }
  if (parsed.amount < MIN_DEPOSIT_USD) return { ok: false, message: TX_MSG.minDeposit };
  return { ok: true, amount: parsed.amount };
}
