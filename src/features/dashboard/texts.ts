// What the dashboard says. The legacy card titles
// (Capital, Profits, Net Balance) and 'Active Investment' stay as they were.

export const DASHBOARD_TEXT = {
  invested: 'Invested',
  investedHint: 'Principal of your running investments',
  total: 'Total',
  totalHint: 'Capital + invested + profits',
  chartTitle: 'Your money over time',
  chartLabel: (range: string) => `Balance, invested, profit and total per day, ${range}`,
  chartLoading: 'Loading the chart',
  rangeLabel: 'Period shown',
  showTable: 'Show as table',
  hideTable: 'Hide table',
  tableCaption: 'Your money at the end of each day',
  date: 'Date',
  noInvestment: 'No investment has been made yet.',
  /** days of profit paid over the plan's term */
  paid: 'Paid',
  firstDeposit: 'Make your first deposit',
  firstDepositHint: 'Your balance is empty. A deposit is the first step.',
  browsePlans: 'Browse plans',
  browsePlansHint: 'Your balance is ready to invest. Pick a plan that suits you.',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  quickActions: 'Deposit or withdraw',
  tickerUnavailable: 'Market prices cannot be shown right now. Your figures below are not affected.',
  reservesTitle: 'Proof of reserves',
  reservesHint: 'We publish what we owe every investor. Your proof shows your balance is counted in it.',
  reservesLink: 'Check that your balance is included',
} as const;

/** The chart's windows, as the toggle names them. */
export const RANGE_TEXT = { '30d': '30 days', '90d': '90 days', all: 'All' } as const;

/** The four series, as the legend and the table name them. */
export const SERIES_TEXT = { balance: 'Capital', invested: 'Invested', profit: 'Profits', total: 'Total' } as const;
