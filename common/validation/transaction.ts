import { defineTexts, plain } from '../i18n/translate';
import { formatUsdFromDollars, fromCents } from '../money';
import { ADDRESS_MSG, inferCoin, isValidAddress } from '../crypto-address';
import { COINS, type CoinSymbol } from '../coins';
import { MAX_PENDING_DEPOSITS, MIN_DEPOSIT_USD, MIN_WITHDRAWAL_USD, PAYOUT_REFERENCE_MAX } from '../transactions';
import { withGetters } from './lazy-text';

// The transaction rules shared by the API's bodies (common/api/transactions.ts) and the
// investor area's forms (transaction-forms.ts): messages, the coin and address checks, the
// plan's bounds.

/** Messages filled with the rules' figures: TX_MSG reads them as properties. */
const TX_LIMIT_MSG = defineTexts('tx', {
  minDeposit: (amount: string) => ({ amount }),
  minWithdrawal: (amount: string) => ({ amount }),
  coin: (coins: string) => ({ coins }),
  tooManyPendingDeposits: (max: number) => ({ max }),
  payoutReferenceInvalid: (max: number) => ({ max }),
});

export const TX_MSG = withGetters(
  defineTexts('tx', {
    notOwnId: plain,
    type: plain,
    currency: plain,
    amountRequired: plain,
    planRequired: plain,
    statusRequired: plain,
    notOurAddress: plain,
    balanceTooLow: plain,
    kycRequired: plain,
    insufficientBalance: plain,
    // figures in dollars, formatted here so every caller writes money the same way
    minInvestment: (minDollars: number) => ({ amount: formatUsdFromDollars(minDollars) }),
    maxInvestment: (maxDollars: number) => ({ amount: formatUsdFromDollars(maxDollars) }),
    planNotFound: plain,
    transactionNotFound: plain,
    addressRequired: plain,
    /** the withdrawal form, when nothing is typed */
    withdrawalAmountRequired: plain,
    payoutReferenceRequired: plain,
    payoutReferenceNotHere: plain,
    withdrawalFinal: plain,
    // deleting a transaction (only one that never moved money and nothing else points to)
    deleteMovedMoney: plain,
    deleteOnChainDeposit: plain,
    deleteReferenced: plain,
  }),
  {
    minDeposit: () => TX_LIMIT_MSG.minDeposit(formatUsdFromDollars(MIN_DEPOSIT_USD)),
    minWithdrawal: () => TX_LIMIT_MSG.minWithdrawal(formatUsdFromDollars(MIN_WITHDRAWAL_USD)),
    coin: () => TX_LIMIT_MSG.coin(COINS.map((c) => c.name).join(', ')),
    /** the deposit screen shows it as it comes (the cap bounds the work one user can queue) */
    tooManyPendingDeposits: () => TX_LIMIT_MSG.tooManyPendingDeposits(MAX_PENDING_DEPOSITS),
    payoutReferenceInvalid: () => TX_LIMIT_MSG.payoutReferenceInvalid(PAYOUT_REFERENCE_MAX),
  },
);

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
