import { describe, expect, it } from 'vitest';
import { changedFields, summarizeChanges } from '@/src-admin/audit/AuditChanges';

describe('audit entries in words', () => {
  it('lists the fields that changed, not the ones that stayed', () => {
    expect(
      changedFields({ status: 'pending', amount: 150, updatedAt: 'a' }, { status: 'successful', amount: 150, updatedAt: 'b' }),
    ).toEqual([{ field: 'status', before: 'pending', after: 'successful' }]);
    expect(summarizeChanges({ status: 'pending', amount: 150 }, { status: 'failed', amount: 200 })).toBe(
      'status: pending → failed; amount: 150 → 200',
    );
  });

  it('says created and deleted', () => {
    expect(summarizeChanges(null, { name: 'Gold' })).toBe('Created');
    expect(summarizeChanges({ name: 'Gold' }, null)).toBe('Deleted');
    expect(summarizeChanges({ a: 1 }, { a: 1 })).toBe('No field changed');
  });

  it('shortens long changes', () => {
    expect(summarizeChanges({ a: 1, b: 1, c: 1, d: 1, e: 1 }, { a: 2, b: 2, c: 2, d: 2, e: 2 })).toBe(
      'a: 1 → 2; b: 1 → 2; c: 1 → 2; and 2 more',
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
