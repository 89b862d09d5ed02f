import { formatUsdFromDollars, fromCents } from '../money';
import { ADDRESS_MSG, inferCoin, isValidAddress } from '../crypto-address';
import { COINS, type CoinSymbol } from '../coins';
import { MAX_PENDING_DEPOSITS, MIN_DEPOSIT_USD, MIN_WITHDRAWAL_USD, PAYOUT_REFERENCE_MAX } from '../transactions';

// The transaction rules shared by the API's bodies (common/api/transactions.ts) and the
// investor area's forms (transaction-forms.ts): messages, the coin and address checks, the
// plan's bounds.

export const TX_MSG = {
  minDeposit: `The minimum deposit is ${formatUsdFromDollars(MIN_DEPOSIT_USD)}`,
  minWithdrawal: `The minimum withdrawal is ${formatUsdFromDollars(MIN_WITHDRAWAL_USD)}`,
  coin: `Choose a coin: ${COINS.map((c) => c.name).join(', ')}`,
  notOwnId: 'userid must be your own id',
  type: 'trnx_type must be deposit or withdraw',
  currency: 'Currency must be usd',
  amountRequired: 'Please Select or Enter an amount to Invest.',
  planRequired: 'Choose a plan to invest in',
  statusRequired: 'Status is required',
  notOurAddress: 'This is not one of our deposit addresses',
  balanceTooLow: 'you do not have enough balance to process a withdrawal',
  kycRequired: 'Kindly verify your account to complete withdrawal',
  insufficientBalance: 'Insufficient balance',
  // figures in dollars, formatted here so every caller writes money the same way
  minInvestment: (minDollars: number) => `Minimum amount is ${formatUsdFromDollars(minDollars)}`,
  maxInvestment: (maxDollars: number) => `Maximum amount is ${formatUsdFromDollars(maxDollars)}`,
  planNotFound: 'Plan not found',
  transactionNotFound: 'Transaction not found',
  addressRequired: 'Wallet address is required',
  /** the withdrawal form, when nothing is typed */
  withdrawalAmountRequired: 'Amount is required',
  /** the deposit screen shows it as it comes (the cap bounds the work one user can queue) */
  tooManyPendingDeposits: `You already have ${MAX_PENDING_DEPOSITS} pending deposits. Wait until one is confirmed or cancelled before making another.`,
  payoutReferenceRequired: 'Enter the payout reference (the transaction hash of the payment) to mark this withdrawal paid',
  payoutReferenceInvalid: `The payout reference must be 1 to ${PAYOUT_REFERENCE_MAX} letters, digits or . _ : / # - (the transaction hash of the payment)`,
  payoutReferenceNotHere: 'A payout reference is recorded only when a withdrawal is marked successful',
  withdrawalFinal:
    'This withdrawal has been paid out; a paid withdrawal is final and its status, amount, coin, address and payout reference can no longer change',
  // deleting a transaction (only one that never moved money and nothing else points to)
  deleteMovedMoney: 'This transaction moved money, so it cannot be deleted; change its status to reverse it',
  deleteOnChainDeposit:
    'This deposit has an address of its own on the blockchain, which stays watched for payments, so it cannot be deleted; mark it failed instead',
  deleteReferenced: 'Other records refer to this transaction, so it cannot be deleted; change its status instead',
} as const;

/**
 * The coin a withdrawal is paid in: the one it names, or (an older client that names none)
 * the one whose network the address belongs to. The formats never overlap.
 */
export const withdrawalCoin = (input: { payment_method?: CoinSymbol; address: string }): CoinSymbol | undefined =>
  input.payment_method ?? inferCoin(input.address);

/** Where a payout goes must be an address of the coin's own network, checksum included. */
export function addressIssue(coin: CoinSymbol | undefined, address: string): string | undefined {
  if (!coin) return ADDRESS_MSG.unknown;
  return isValidAddress(coin, address) ? undefined : ADDRESS_MSG.invalidFor(coin);
}

/**
 * The plan's bounds on an investment: the message, or null when the
 * amount fits. One rule for the investment form and the server's invest().
 */
export function investmentAmountProblem(amountCents: number, plan: { minCents: number; maxCents: number }): string | null {
  if (amountCents < plan.minCents) return TX_MSG.minInvestment(fromCents(plan.minCents));
  if (amountCents > plan.maxCents) return TX_MSG.maxInvestment(fromCents(plan.maxCents));
  return null;
}

/** What the withdrawal form needs to know of the investor before anything is held. */
export interface WithdrawalStanding {
  acct_bal: number;
  kyc_status: boolean;
}
