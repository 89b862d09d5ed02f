import type { PublicPlan as Plan } from '@/common/api/plans';
import type { Me, PublicUser } from '@/common/api/profile';
import type { PublicTransaction as Transaction } from '@/common/api/transactions';

/**
 * Records as the API sends them, typed by the contract in common/api: a fixture the server could
 * not send does not compile.
 */

type Profile = PublicUser;

export const USER_ID = '11111111-1111-4111-8111-111111111111';

export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  _id: USER_ID,
  name: 'Ann Investor',
  email: 'ann@example.com',
  country: 'Canada',
  phone_no: '+1 303 555 0100',
  acct_bal: 5000,
  acct_bonus: 120.5,
  progress_bar: 40,
  kyc_status: false,
  email_verified: true,
  status: true,
  isAdmin: false,
  role: 'investor',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** GET /api/profile/me: the profile, no pause on withdrawals and no anti-phishing code unless said. */
export const me = (overrides: Partial<Me> = {}): Me => ({
  ...profile(),
  withdrawals_paused_until: null,
  withdrawals_paused_because: null,
  anti_phishing_code: null,
  locale: null,
  ...overrides,
});

let planCounter = 0;
export const plan = (overrides: Partial<Plan> = {}): Plan => {
  planCounter += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(planCounter).padStart(12, '0')}`,
    name: `Plan ${planCounter}`,
    description: 'A plan for tests.',
    category: 'crypto',
    min: 3000,
    max: 9999,
    roi: 1.5,
    duration: 7,
    status: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
};

export const transaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  _id: `tx-${Math.random().toString(36).slice(2)}`,
  userid: USER_ID,
  trnx_type: 'deposit',
  type: 'deposit',
  amount: 100,
  status: 'pending',
  payment_method: 'Bitcoin',
  payment_address: 'bc1qdemo0000000000000000000000000000000000',
  payout_reference: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

export const investment = (overrides: Partial<Transaction> = {}): Transaction =>
  transaction({
    trnx_type: 'Crypto Starter',
    type: 'investment',
    amount: 3000,
    status: 'active',
    payment_method: '7',
    payment_address: '1.5',
    roi: 1.5,
    duration: 7,
    start_date: '2026-11-20',
    end_date: '2026-11-27',
    accrued_days: 1,
    profit: 45,
    ...overrides,
  });

export const WALLET = {
  _id: 'w1',
  name: 'Bitcoin wallet',
  address: 'bc1qdemo0000000000000000000000000000000000',
  currency: 'btc',
  status: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
