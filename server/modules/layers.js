// @ts-check
// The layering of the server's modules: for each module in server/modules/, the other modules it
// may import (value or type). ESLint reads this file (eslint.config.js) and refuses any other
// module-to-module import, and refuses to load at all if this graph has a circle, so the modules
// only ever point down. A new module must be listed here; to let a module use another, add it to
// its list — if that closes a circle, move the shared part down into a lower module instead.
//
// The layers, bottom up (a module imports only modules of lower layers):
//
// 1. Leaves, importing no module: audit (others write to it), duties (separation of duties:
//    nobody acts on their own money, a second person counts while active staff), tokens
//    (one-time link tokens, token revocation), users (live user rows), idempotency, metrics,
//    health, insight, statements, stats.
// 2. Shared services: notifications (templates need the link lifetimes of tokens; a mail shows
//    its recipient's anti-phishing code from users); ledger
//    (postings, each with its notice); sessions (sign-in history, the sign-in throttle); chain
//    (keys, prices, watchers, the chain-payments desk); devices (the signed device cookie, known
//    devices, new-device approvals).
// 3. Account security: two-factor, email-verification, password-reset, account-lock (the owner's
//    lock and its unlocks).
// 4. Money's leaf, money/: transaction rows, the status state machine, the cash effects of an
//    edge (ledger postings), the transaction presenter. Accrual (daily profit, settlement) sits
//    beside it; its job also folds the transaction counts. The address book
//    (withdrawal-addresses) asks two-factor whether it is on.
// 5. Money by kind: deposits/ (to a shared wallet or an address of its own: create, the chain
//    watcher's credit cycle, the sender's hash), withdrawals/ (create, the checks, the
//    two-person rule, approve, the reject and pay steps, the payout's check on its chain),
//    investments/ (invest, pause, resume, settle).
// 6. transactions/: the transaction routes and the status change (PUT) and delete service,
//    dispatching to the kinds; the payout desk (payouts) above it; reports and liabilities;
//    proof of reserves (reserves) on liabilities' definition of what each account is owed.
// 7. Accounts: approvals (staff approvals of credits and limits), then profile, then auth
//    (sign-up and sign-in), then passkeys (a way in that ends in auth's sign-in) on top.
//
// The other areas (kyc, plans, tickets, wallets, translations) write to audit and notify.

/** @type {Record<string, string[]>} */
export const MODULE_IMPORTS = {
  // 1. leaves
  audit: [],
  duties: [],
  health: [],
  idempotency: [],
  insight: [],
  metrics: [],
  statements: [],
  stats: [],
  tokens: [],
  users: [],

  // 2. shared services
  notifications: ['tokens', 'users'],
  ledger: ['notifications'],
  sessions: ['audit', 'users'],
  // known devices (the signed device cookie) and new-device approvals
  devices: ['tokens'],
  chain: ['audit'],

  // 3. account security
  'two-factor': ['audit', 'notifications', 'sessions', 'tokens'],
  'email-verification': ['notifications', 'tokens', 'users'],
  'password-reset': ['notifications', 'tokens', 'users'],
  // the owner's lock: it ends sessions, checks the password and codes as sign-in does, and the
  // notifier is handed its lock links (app.ts), so nothing below imports it
  'account-lock': ['audit', 'notifications', 'sessions', 'tokens', 'two-factor', 'users'],

  // 4. money's leaf, accrual, the address book
  money: ['ledger', 'notifications'],
  accrual: ['idempotency', 'metrics', 'money', 'notifications', 'sessions'],
  'withdrawal-addresses': ['notifications', 'two-factor', 'users'],

  // 5. money by kind
  deposits: ['chain', 'money', 'notifications'],
  withdrawals: ['audit', 'chain', 'duties', 'ledger', 'money', 'notifications', 'withdrawal-addresses'],
  investments: ['accrual', 'ledger', 'money', 'notifications'],

  // 6. the transaction routes and service, the payout desk, reports
  transactions: ['audit', 'chain', 'deposits', 'duties', 'idempotency', 'investments', 'money', 'notifications', 'withdrawals'],
  payouts: ['audit', 'chain', 'idempotency', 'money', 'notifications', 'transactions', 'withdrawals'],
  reports: ['ledger'],
  liabilities: ['accrual', 'audit'],
  reserves: ['audit', 'chain', 'duties', 'liabilities', 'notifications'],

  // 7. accounts
  approvals: ['audit', 'duties', 'ledger', 'notifications', 'users'],
  profile: ['approvals', 'audit', 'duties', 'idempotency', 'ledger', 'notifications', 'tokens', 'users'],
  auth: ['devices', 'email-verification', 'notifications', 'profile', 'sessions', 'tokens', 'two-factor', 'users'],
  // passkeys: registration, sign-in (auth's completion), step-up (two-factor keeps the grants it spends)
  passkeys: ['audit', 'auth', 'notifications', 'sessions', 'two-factor', 'users'],

  // other areas
  kyc: ['audit', 'notifications'],
  plans: ['audit'],
  tickets: ['audit', 'notifications'],
  // the back office's overrides of catalogue messages, and each process's copy of them
  translations: ['audit'],
  wallets: ['audit'],
};
