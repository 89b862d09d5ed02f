// Which statuses of a deposit or withdrawal have their money applied: the rules every
// status change is derived from.
import { describe, expect, it } from 'vitest';
import { DEPOSIT_STATUSES, STATUSES_BY_TYPE, WITHDRAWAL_STATUSES, INVESTMENT_STATUSES } from '@/common/transactions';
import { depositCredited, withdrawalHeld } from '@/server/modules/money/money-state';

describe('depositCredited', () => {
  it('only a successful deposit is on the balance', () => {
    expect(depositCredited('successful')).toBe(true);
    expect(depositCredited('pending')).toBe(false);
    expect(depositCredited('failed')).toBe(false);
  });

  it('covers every deposit status, and nothing else counts', () => {
    expect(DEPOSIT_STATUSES.filter(depositCredited)).toEqual(['successful']);
    for (const s of ['', 'Successful', 'succesful', 'active', 'completed']) expect(depositCredited(s)).toBe(false);
  });
});

describe('withdrawalHeld', () => {
  it('a pending or successful withdrawal holds its funds; a failed one does not', () => {
    expect(withdrawalHeld('pending')).toBe(true);
    expect(withdrawalHeld('successful')).toBe(true);
    expect(withdrawalHeld('failed')).toBe(false);
  });

  it('covers every withdrawal status, and nothing else counts', () => {
    expect(WITHDRAWAL_STATUSES.filter(withdrawalHeld).sort()).toEqual(['pending', 'successful']);
    for (const s of ['', 'Pending', 'succesful', 'inactive']) expect(withdrawalHeld(s)).toBe(false);
  });
});

describe('the money effect of every status change', () => {
  // +1 credit to the balance, -1 debit, 0 nothing: what applyCashStatus derives from the predicates
  const effect = (applied: (s: string) => boolean, sign: 1 | -1, from: string, to: string) =>
    (Number(applied(to)) - Number(applied(from))) * sign + 0; // + 0: no -0

  it('deposits: into successful credits, out of it reverses, the rest moves nothing', () => {
    const table = Object.fromEntries(
      DEPOSIT_STATUSES.flatMap((from) => DEPOSIT_STATUSES.map((to) => [`${from}->${to}`, effect(depositCredited, 1, from, to)])),
    );
    expect(table).toEqual({
      'pending->pending': 0,
      'pending->failed': 0,
      'pending->successful': 1,
      'failed->pending': 0,
      'failed->failed': 0,
      'failed->successful': 1,
      'successful->pending': -1,
      'successful->failed': -1,
      'successful->successful': 0,
    });
  });

  it('withdrawals: into failed refunds, out of failed re-holds, the rest moves nothing', () => {
    // a hold takes money off the balance: sign -1
    const table = Object.fromEntries(
      WITHDRAWAL_STATUSES.flatMap((from) => WITHDRAWAL_STATUSES.map((to) => [`${from}->${to}`, effect(withdrawalHeld, -1, from, to)])),
    );
    expect(table).toEqual({
      'pending->pending': 0,
      'pending->successful': 0,
      'pending->failed': 1,
      'successful->pending': 0,
      'successful->successful': 0,
      'successful->failed': 1,
      'failed->pending': -1,
      'failed->successful': -1,
      'failed->failed': 0,
    });
  });

  it('each type has its own statuses', () => {
    expect(STATUSES_BY_TYPE).toEqual({ deposit: DEPOSIT_STATUSES, withdraw: WITHDRAWAL_STATUSES, investment: INVESTMENT_STATUSES });
    expect([...INVESTMENT_STATUSES].sort()).toEqual(['active', 'completed', 'failed', 'inactive']);
  });
});
