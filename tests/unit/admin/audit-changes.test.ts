import { describe, expect, it } from 'vitest';
import { changedFields, fieldName, summarizeChanges } from '@/src-admin/audit/AuditChanges';
import { actionText } from '@/src-admin/audit/names';
import { pageIn } from './helpers/locale';

describe('audit entries in words', () => {
  it('lists the fields that changed, not the ones that stayed', () => {
    expect(
      changedFields({ status: 'pending', amount: 150, updatedAt: 'a' }, { status: 'successful', amount: 150, updatedAt: 'b' }),
    ).toEqual([{ field: 'status', before: 'pending', after: 'successful' }]);
    expect(summarizeChanges({ status: 'pending', amount: 150 }, { status: 'failed', amount: 200 })).toBe(
      'Status: pending → failed; Amount: 150 → 200',
    );
  });

  it('names fields and actions in words, not stored keys', () => {
    expect(summarizeChanges({ acct_bal: 0, kyc_status: false }, { acct_bal: 5, kyc_status: true })).toBe(
      'Balance: 0 → 5; KYC verified: false → true',
    );
    expect(fieldName('payout_ref')).toBe('Payout ref');
    expect(fieldName('sessionsEndedAt')).toBe('Sessions ended at');
    expect(actionText('user.credit')).toBe('Credited an account');
    expect(actionText('user.two_factor_reset')).toBe("Reset a user's two-factor sign-in");
    expect(actionText('payout.hold_placed')).toBe('Payout hold placed');
  });

  it('says created and deleted', () => {
    expect(summarizeChanges(null, { name: 'Gold' })).toBe('Created');
    expect(summarizeChanges({ name: 'Gold' }, null)).toBe('Deleted');
    expect(summarizeChanges({ a: 1 }, { a: 1 })).toBe('No field changed');
  });

  it('shortens long changes', () => {
    expect(summarizeChanges({ a: 1, b: 1, c: 1, d: 1, e: 1 }, { a: 2, b: 2, c: 2, d: 2, e: 2 })).toBe(
      'A: 1 → 2; B: 1 → 2; C: 1 → 2; and 2 more',
    );
  });

  it('reads a credit or a debit as money', () => {
    expect(
      summarizeChanges(
        { account: 'balance', cents: 0 },
        { account: 'balance', cents: 50000, amountCents: 50000, reason: 'opening balance' },
      ),
    ).toBe('Credited $500.00 to the balance (now $500.00). Reason: opening balance');
    expect(summarizeChanges({ account: 'bonus', cents: 1050 }, { account: 'bonus', cents: 50, amountCents: -1000, reason: 'fee' })).toBe(
      'Debited $10.00 from the profit (now $0.50). Reason: fee',
    );
  });
});

describe("audit entries' field names in another language", () => {
  it('a field with no word of its own is shown as its key, never as English words; a named one in the language', async () => {
    await pageIn('fr');
    expect(fieldName('payout_ref')).toBe('payout_ref');
    expect(fieldName('sessionsEndedAt')).toBe('sessionsEndedAt');
    expect(fieldName('kyc_status')).toBe('KYC vérifié');
  });
});
