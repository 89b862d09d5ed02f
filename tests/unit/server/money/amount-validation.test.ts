// The amount rules of the money payloads (common/validation/transaction.ts): positive,
// whole cents, within bounds, with the platform's minimums and messages.
import { describe, expect, it } from 'vitest';
import { depositSchema, investSchema, transactionUpdateSchema, withdrawalSchema } from '@/common/api/transactions';
import { TX_MSG } from '@/common/validation/transaction';

const id = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const deposit = (amount: unknown) =>
  depositSchema.safeParse({
    userid: id,
    trnx_type: 'deposit',
    amount,
    payment_method: 'btc',
    payment_address: 'bc1qv3jk6medv3jhqmmnd96z6cn5vvqqqqqqfthxkf',
  });
const withdrawal = (amount: unknown) => withdrawalSchema.safeParse({ amount, address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' });
const investment = (amount: unknown) => investSchema.safeParse({ userid: id, plan: 'Gold Reserve', amount });
const edit = (amount: unknown) => transactionUpdateSchema.safeParse({ status: 'pending', amount });

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('amounts of deposits, withdrawals, investments and edits', () => {
  it('accepts positive whole cents', () => {
    for (const amount of [100, 100.1, 100.01, 1234.57, 99_999_999.99, 100_000_000]) {
      expect(deposit(amount).success, String(amount)).toBe(true);
      expect(withdrawal(amount).success).toBe(true);
      expect(investment(amount).success).toBe(true);
      expect(edit(amount).success).toBe(true);
    }
  });

  it('refuses zero, negatives, fractions of a cent, non-numbers and absurd sizes', () => {
    for (const amount of [
      0,
      -0,
      -1,
      -100,
      100.001,
      1e-9,
      0.001,
      1e15,
      100_000_000.01,
      Infinity,
      -Infinity,
      NaN,
      '100',
      null,
      true,
      [100],
      {},
    ]) {
      for (const parse of [deposit, withdrawal, investment, edit]) {
        expect(
          parse(amount).success,
          `${parse === deposit ? 'deposit' : parse === withdrawal ? 'withdrawal' : parse === investment ? 'investment' : 'edit'} ${String(amount)}`,
        ).toBe(false);
      }
    }
  });

  it('a sliver of a cent is refused as a fraction of a cent, not rounded to zero', () => {
    expect(messages(investment(1e-9))).toContain('Amount can have at most two decimal places');
    expect(messages(edit(1e-9))).toContain('Amount can have at most two decimal places');
  });

  it("the platform's minimums and messages", () => {
    expect(messages(deposit(99.99))).toEqual([TX_MSG.minDeposit]);
    expect(TX_MSG.minDeposit).toBe('The minimum deposit is $100.00');
    expect(messages(withdrawal(99.99))).toEqual([TX_MSG.minWithdrawal]);
    expect(messages(investSchema.safeParse({ userid: id, plan: 'Gold Reserve' }))).toEqual(['Please Select or Enter an amount to Invest.']);
    expect(messages(investment('3000'))).toEqual(['Amount must be a number']);
  });

  it('an investment names its plan by id or by name', () => {
    expect(investSchema.safeParse({ userid: id, planId: id, amount: 3000 }).success).toBe(true);
    expect(investSchema.safeParse({ userid: id, plan: 'Gold Reserve', amount: 3000 }).success).toBe(true);
    expect(messages(investSchema.safeParse({ userid: id, amount: 3000 }))).toEqual([TX_MSG.planRequired]);
  });
});
