// What the dashboard says. The legacy card titles
// (Capital, Profits, Net Balance) and 'Active Investment' stay as they were.
import type { InsightRange } from '@/common/api/insight';
import { defineTexts, plain } from '@/common/i18n/translate';

export const DASHBOARD_TEXT = defineTexts('dashboard', {
  capital: plain,
  profits: plain,
  tradingPeriod: plain,
  netBalance: plain,
  invested: plain,
  investedHint: plain,
  total: plain,
  totalHint: plain,
  chartTitle: plain,
  chartLabel: (range: InsightRange) => ({ range }),
  chartLoading: plain,
  historyWhat: plain,
  rangeLabel: plain,
  showTable: plain,
  hideTable: plain,
  tableCaption: plain,
  date: plain,
  activeInvestment: plain,
  investmentsWhat: plain,
  noInvestment: plain,
  /** days of profit paid over the plan's term */
  paid: plain,
  paidOf: (plan: string) => ({ plan }),
  firstDeposit: plain,
  firstDepositHint: plain,
  browsePlans: plain,
  browsePlansHint: plain,
  deposit: plain,
  withdraw: plain,
  quickActions: plain,
  marketPrices: plain,
  tickerUnavailable: plain,
  reservesTitle: plain,
  reservesHint: plain,
  reservesLink: plain,
});

/** The chart's windows, as the toggle names them. */
export const RANGE_TEXT = defineTexts('dashboardRange', { '30d': plain, '90d': plain, all: plain });

/** The four series, as the legend and the table name them. */
export const SERIES_TEXT = defineTexts('dashboardSeries', { balance: plain, invested: plain, profit: plain, total: plain });
