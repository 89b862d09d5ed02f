import type { PayoutBatch } from '@/common/api/payout-batches';
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

/**
 * A bitcoin payout batch as GET /payouts/batches sends it: built, awaiting its signature, paying two
 * withdrawals 0.015 and 0.005 BTC (2,000,000 sat, $1,200.75) from one input of 0.021 BTC at
 * 10 sat/vB (fee 1,410 sat), the rest back as change.
 */
export const payoutBatch = (overrides: Partial<PayoutBatch> = {}): PayoutBatch => ({
  id: 'b7e4c2a1-5d3f-4a8b-9c6e-0f1a2b3c4d5e',
  state: 'built',
  txid: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
  psbt: 'cHNidP8BAHECAAAAAQ==',
  fee_rate: 10,
  fee_sats: 1_410,
  change_address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  change_sats: 98_590,
  inputs: [
    {
      txid: 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16',
      vout: 0,
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      sats: 2_100_000,
      path: "m/84'/0'/0'/0/3",
    },
  ],
  items: [
    {
      transaction_id: '11111111-1111-4111-8111-111111111111',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      sats: 1_500_000,
      amount_usd: 900.5,
    },
    {
      transaction_id: '22222222-2222-4222-8222-222222222222',
      address: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      sats: 500_000,
      amount_usd: 300.25,
    },
  ],
  created_by: 'a1',
  created_at: '2026-03-02T09:30:00.000Z',
  broadcast_at: null,
  paid_at: null,
  ...overrides,
});
