import { ADDRESS_MSG, isValidAddress } from '../../../../common/crypto-address';
import { toCents } from '../../../../common/money';
import { MIN_WITHDRAWAL_USD, type CoinSymbol } from '../../../../common/transactions';
import { TX_MSG } from '../../../../common/validation/transaction';
import { parseAmount } from '../../account/utils/parse-amount';

export const WITHDRAWAL_AMOUNT_REQUIRED = 'Amount is required';
export const WITHDRAWAL_ADDRESS_REQUIRED = 'Wallet address is required';

export type WithdrawalCheck =
  | { kind: 'invalid'; errors: { amount?: string; address?: string } }
  | { kind: 'no-profile' }
  | { kind: 'balance' }
  | { kind: 'kyc' }
  | { kind: 'ok'; amount: number; address: string; coin: CoinSymbol };

/**
 * The withdrawal rules before anything is sent (SPEC.md section 5, DESIGN.md section 6):
 * amount and address required, at least 100 USD (enforced), an address valid on the chosen
 * coin's network (its checksum, the same check the API makes, so a typo never holds money),
 * then a loaded profile, enough balance and verified KYC, in that order.
 */
export function checkWithdrawal(input: {
  rawAmount: string;
  rawAddress: string;
  coin: CoinSymbol;
  profile: { acct_bal: number; kyc_status: boolean } | undefined;
}): WithdrawalCheck {
  const errors: { amount?: string; address?: string } = {};
  const parsed = parseAmount(input.rawAmount);
  if (!parsed.ok) errors.amount = parsed.empty ? WITHDRAWAL_AMOUNT_REQUIRED : parsed.message;
  else if (parsed.amount < MIN_WITHDRAWAL_USD) errors.amount = TX_MSG.minWithdrawal;
  const address = input.rawAddress.trim();
  if (!address) errors.address = WITHDRAWAL_ADDRESS_REQUIRED;
  else if (!isValidAddress(input.coin, address)) errors.address = ADDRESS_MSG.invalidFor(input.coin);
  if (!parsed.ok || errors.amount || errors.address) return { kind: 'invalid', errors };

  if (!input.profile) return { kind: 'no-profile' };
  if (toCents(parsed.amount) > toCents(input.profile.acct_bal)) return { kind: 'balance' };
  if (!input.profile.kyc_status) return { kind: 'kyc' };
  return { kind: 'ok', amount: parsed.amount, address, coin: input.coin };
}
