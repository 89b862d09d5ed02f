// What Active Trades and the dashboard's running investments say (issue 15, points 1 and 2).

export const INVESTMENT_TEXT = {
  plan: 'Plan',
  amount: 'Amount',
  profit: 'Profit',
  status: 'Status',
  started: 'Started',
  ends: 'Ends',
  daysLeft: 'Days left',
  expectedReturn: 'Expected return',
  noActiveTrades: "You don't have any Active Trades.",
  activeTrades: 'Active Trades',
  loading: 'Loading your trades',
} as const;

/** '1 day', '12 days'. */
export const daysText = (days: number): string => `${days} day${days === 1 ? '' : 's'}`;
