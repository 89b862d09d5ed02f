// What the back-office home says: a tile per area with its live figures, then the activity
// charts with their tables for screen readers.
import { defineTexts, plain } from '@/common/i18n/translate';
import type { Role } from '@/common/roles';

export const DASHBOARD_TEXT = defineTexts('adminDashboard', {
  title: plain,
  hello: (name: string) => ({ name }),
  signedInAsSupport: plain,
  signedInAs: (role: Role) => ({ role }),
  figuresFailed: (why: string) => ({ why }),
  unknownError: plain,
  areas: plain,
  loading: plain,
  manage: plain,

  // the tiles
  users: plain,
  investors: (count: number) => ({ count }),
  balances: (balances: string, profits: string) => ({ balances, profits }),
  deposits: plain,
  pendingDeposits: (count: number) => ({ count }),
  waitingConfirmation: (amount: string) => ({ amount }),
  withdrawals: plain,
  pendingWithdrawals: (count: number) => ({ count }),
  heldToPay: (amount: string) => ({ amount }),
  investments: plain,
  activeInvestments: (count: number) => ({ count }),
  invested: (amount: string) => ({ amount }),
  kycReviews: plain,
  toReview: (count: number) => ({ count }),
  plans: plain,
  wallets: plain,

  // the activity
  activityTitle: (days: number) => ({ days }),
  period: plain,
  periodDays: (days: number) => ({ days }),
  activityNote: plain,
  loadingActivity: plain,
  activityFailed: (why: string) => ({ why }),
  depositsSeries: plain,
  withdrawalsPaid: plain,
  profitPaid: plain,
  newInvestors: plain,
  moneyHeldNow: plain,
  moneyChart: plain,
  investorsChart: plain,
  noSignUps: plain,
  heldChart: plain,
  heldDescription: plain,
  day: plain,
  moneyHeld: plain,
  noFigures: plain,
  asTable: (title: string) => ({ title }),
});
