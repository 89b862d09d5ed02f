import type { TemplateName, TemplateParams } from '@/server/modules/notifications/templates/types';

type Sample = { [K in TemplateName]: [K, TemplateParams[K]] }[TemplateName];

const settled = {
  transactionId: '6a1f0c9e-1b2c-4d5e-8f90-1234567890ab',
  planName: 'Crypto Starter',
  principalCents: 400_000,
  profitCents: 42_000,
  returnedCents: 400_000,
  days: 7,
};

/**
 * Figures for every template, each branch of its texts at least once (a credit and a debit,
 * a plan that returns its principal and one that keeps it, a refund with and without a reason).
 */
export const TEMPLATE_SAMPLES: Sample[] = [
  ['deposit_credited', { transactionId: 'tx-1', amountCents: 123_450, coin: 'btc' }],
  [
    'withdrawal_requested',
    { transactionId: 'tx-2', amountCents: 12_025, coin: 'eth', address: '0xAbC1230000000000000000000000000000000def' },
  ],
  [
    'withdrawal_paid',
    { transactionId: 'tx-3', amountCents: 12_025, coin: 'usdt', address: 'TXyz123', payoutReference: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' },
  ],
  ['withdrawal_refunded', { transactionId: 'tx-4', amountCents: 18_000, coin: 'btc', reason: 'The address is on a sanctions list' }],
  ['withdrawal_refunded', { transactionId: 'tx-5', amountCents: 18_000, coin: 'btc' }],
  [
    'investment_started',
    {
      transactionId: 'tx-6',
      planName: 'Crypto Starter',
      amountCents: 400_000,
      days: 7,
      expectedProfitCents: 42_000,
      endsAt: '2026-03-09T09:00:00.000Z',
    },
  ],
  [
    'investment_started',
    {
      transactionId: 'tx-6b',
      planName: 'Day Trade',
      amountCents: 10_000,
      days: 1,
      expectedProfitCents: 150,
      endsAt: '2026-03-03T09:00:00.000Z',
    },
  ],
  ['investment_matured', settled],
  ['investment_matured', { ...settled, returnedCents: 0, days: 1 }],
  ['investment_cancelled', { ...settled, profitCents: 9_000, days: 2 }],
  ['investment_cancelled', { ...settled, profitCents: 4_500, days: 1 }],
  ['kyc_approved', {}],
  ['kyc_rejected', { reason: 'The photo of the back is blurred' }],
  ['ticket_answered', { ticketId: 'd2c4e6f8-0000-4000-8000-000000000001', subject: 'Where is my deposit of 0.01 BTC?' }],
  ['password_changed', {}],
  ['two_factor_enabled', {}],
  ['two_factor_disabled', {}],
  ['new_sign_in', { browser: 'Firefox 128 on Linux', ipAddress: '203.0.113.9', at: '2026-11-24T23:39:00.000Z' }],
  [
    'withdrawal_address_added',
    {
      addressId: 'addr-1',
      coin: 'btc',
      label: 'Cold wallet',
      address: 'bc1qexampleaddress0000000000000000000000',
      usableFrom: '2026-11-25T23:39:00.000Z',
    },
  ],
  ['withdrawal_allowlist_disabled', {}],
  ['deposit_reversed', { transactionId: 'tx-7', amountCents: 25_000, coin: 'btc' }],
  [
    'withdrawal_held_again',
    { transactionId: 'tx-8', amountCents: 30_000, coin: 'btc', address: 'bc1qheldagain000000000000000000000000000' },
  ],
  ['balance_adjusted', { account: 'balance', amountCents: 5_000 }],
  ['balance_adjusted', { account: 'bonus', amountCents: -2_550 }],
  ['balance_adjusted', { account: 'bonus', amountCents: 100 }],
  ['balance_adjusted', { account: 'balance', amountCents: -100 }],
  ['passkey_added', { name: 'Work laptop' }],
  ['passkey_removed', { name: 'Old phone' }],
  ['account_locked', { via: 'email_link', at: '2026-11-24T08:05:00.000Z' }],
  ['account_locked', { via: 'security_page', at: '2026-11-24T08:05:00.000Z' }],
  ['account_locked', { via: 'something_else', at: '2026-11-24T08:05:00.000Z' }],
  ['email_verification', { changing: false }],
  ['email_verification', { changing: true }],
  ['password_reset', {}],
  ['email_changed_notice', { newEmail: 'new@example.net' }],
  ['two_factor_reset', {}],
  ['sign_up_attempt', {}],
  ['email_changed_by_staff', { newEmail: 'new@example.net' }],
  ['account_unlock', {}],
  ['account_unlocked', { by: 'staff', at: '2026-11-26T10:00:00.000Z' }],
  ['account_unlocked', { by: 'owner', at: '2026-11-26T10:00:00.000Z' }],
  ['device_approval', { browser: 'Chrome 131 on Windows', ipAddress: '198.51.100.7', at: '2026-11-24T23:39:00.000Z' }],
  [
    'reserves_shortfall',
    { snapshotId: 12, coveragePercent: '74.00 %', owedCents: 5_000_000, provenCents: 3_700_000, declaredCents: 1_000_000 },
  ],
  [
    'reserves_shortfall',
    { snapshotId: 12345, coveragePercent: '9.50 %', owedCents: 100_000_000_00, provenCents: 950_000_000, declaredCents: 0 },
  ],
];

export const SAMPLE_CONTEXT = { publicUrl: 'https://invest.example.com', secret: 'tok_EN-abc123' };
