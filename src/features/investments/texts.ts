// What Active Trades and the dashboard's running investments say.
import { defineTexts, plain } from '@/common/i18n/translate';

export const INVESTMENT_TEXT = defineTexts('investments', {
  plan: plain,
  amount: plain,
  profit: plain,
  status: plain,
  started: plain,
  ends: plain,
  daysLeft: plain,
  expectedReturn: plain,
  noActiveTrades: plain,
  activeTrades: plain,
  loading: plain,
  loadWhat: plain,
  /** a trade's progress bar, named by its plan */
  progressOf: (plan: string) => ({ plan }),
  days: (days: number) => ({ days }),
});

/** '1 day', '12 days'. */
export const daysText = (days: number): string => INVESTMENT_TEXT.days(days);

// The investment form's guidance around the legacy texts.
export const INVEST_FORM_TEXT = defineTexts('investmentForm', {
  available: plain,
  shortfall: (short: string, amount: string) => ({ short, amount }),
  deposit: plain,
  netIncludesPrincipal: (principal: string | null) => ({ principal: principal ?? '', known: principal ? 'yes' : 'no' }),
  netWithoutPrincipal: plain,

  // the form
  formLabel: plain,
  quickAmounts: plain,
  customAmount: plain,
  accepts: (min: string, max: string) => ({ min, max }),
  note: (min: string) => ({ min }),
  confirm: plain,

  // the summary beside it
  summary: plain,
  plan: plain,
  dailyInterest: plain,
  duration: plain,
  period: plain,
  periodRange: (start: string, end: string) => ({ start, end }),
  amount: plain,
  dailyProfit: plain,
  totalReturn: plain,
  netReturn: plain,
});
