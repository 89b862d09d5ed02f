import { approvalsApi } from './approvals';
import { chainPaymentsApi } from './chain';
import { kycApi } from './kyc';
import { payoutsApi } from './payouts';
import { plansApi } from './plans';
import type { ResourceApi } from './resourceApi';
import { ticketsApi } from './tickets';
import { transactionsApi } from './transactions';
import { translationsApi } from './translations';
import { usersApi } from './users';
import { walletsApi } from './wallets';

/** Where each react-admin resource lives under /api. */
export const RESOURCES: Record<string, ResourceApi> = {
  users: usersApi,
  transactions: transactionsApi(),
  deposits: transactionsApi({ trnx_type: 'deposit' }),
  withdrawals: transactionsApi({ trnx_type: 'withdraw' }),
  investments: transactionsApi({ trnx_type: 'investment' }),
  // the payout desk's queue: pending withdrawals with their review and risk flags
  payouts: payoutsApi,
  plans: plansApi,
  wallets: walletsApi,
  kyc: kycApi,
  tickets: ticketsApi,
  // every payment seen on a chain to a deposit's own address, read-only
  'chain-payments': chainPaymentsApi,
  // no GET /audit/{id}: one entry is the list filtered by its id
  audit: { list: 'audit', idFilter: true },
  ledger: { list: 'profile/{userid}/ledger', idFilter: false },
  // credits at the two-person threshold and raised limits, waiting for a second admin
  approvals: approvalsApi,
  // every catalogue message with its overrides (admins); a language is saved or reset on its own
  translations: translationsApi,
};

export const apiOf = (resource: string): ResourceApi => {
  const api = RESOURCES[resource];
  if (!api) throw new Error(`Unknown back-office resource: ${resource}`);
  return api;
};
