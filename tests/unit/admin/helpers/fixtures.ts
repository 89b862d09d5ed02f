import type { PublicUser } from '@/common/api/profile';
import type { PublicTransaction } from '@/common/api/transactions';

/**
 * Records as the API sends them to staff, typed by the contract in common/api: a fixture the
 * server could not send does not compile. Each test overrides what it is about.
 */

export const profile = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  _id: 'u1',
  name: 'Ann Investor',
  email: 'ann@example.com',
  country: 'Canada',
  phone_no: '+1 555 010 0000',
  role: 'investor',
  acct_bal: 1250.5,
  acct_bonus: 10,
  progress_bar: 0,
  kyc_status: true,
  email_verified: true,
  status: true,
  isAdmin: false,
  createdAt: '2025-01-02T00:00:00Z',
  ...overrides,
});

/** A transaction of Ann's (profile()), as the staff lists show it: with its owner's name and e-mail. */
export const transaction = (overrides: Partial<PublicTransaction> = {}): PublicTransaction => ({
  _id: 't1',
  userid: 'u1',
  user_name: 'Ann Investor',
  user_email: 'ann@example.com',
  trnx_type: 'deposit',
  type: 'deposit',
  amount: 150,
  status: 'pending',
  payment_method: 'Bitcoin',
  payment_address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  payout_reference: null,
  createdAt: '2025-02-01T10:00:00Z',
  updatedAt: '2025-02-01T10:00:00Z',
  ...overrides,
});

/** A pending withdrawal in bitcoin to the address of BIP 173's example. */
export const withdrawal = (overrides: Partial<PublicTransaction> = {}): PublicTransaction =>
  transaction({ trnx_type: 'withdraw', type: 'withdraw', payment_method: 'btc', ...overrides });

/** A withdrawal above the two-person threshold that nobody has approved, paid or refused yet. */
export const withdrawalAwaitingApproval = (overrides: Partial<PublicTransaction> = {}): PublicTransaction =>
  withdrawal({
    _id: '11111111-1111-4111-8111-111111111111',
    amount: 1500,
    needs_approval: true,
    approved_by: null,
    approved_at: null,
    paid_by: null,
    paid_at: null,
    rejected_by: null,
    rejected_at: null,
    rejected_reason: null,
    risk_flags: [],
    ...overrides,
  });
