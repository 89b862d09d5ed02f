// What Active Trades and the dashboard's running investments say.

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

// The investment form's guidance around the legacy texts.
export const INVEST_FORM_TEXT = {
  available: 'Available balance',
  shortfall: (short: string, amount: string) => `You need ${short} more to invest ${amount}.`,
  deposit: 'Deposit',
  netIncludesPrincipal: (principal: string | null) =>
    `Includes your ${principal ? `${principal} ` : ''}principal, returned at the end of the plan.`,
  netWithoutPrincipal: 'This plan does not return your principal at the end: the net return is the profit alone.',
} as const;
