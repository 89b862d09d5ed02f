// What the liabilities page says: what is owed, what is held per coin, the projection and its chart.
import { defineTexts, plain } from '@/common/i18n/translate';

export const LIABILITIES_TEXT = defineTexts('adminLiabilities', {
  title: plain,
  intro: (days: number) => ({ days }),
  /** after the introduction, once loaded (it starts with its own space where the language has one) */
  asOf: (time: string) => ({ time }),
  loading: plain,
  loadFailed: plain,

  // what is owed
  owedNow: plain,
  balances: plain,
  profitCredited: plain,
  principalRunning: plain,
  principalDetail: (running: string, returnable: string) => ({ running, returnable }),
  withdrawalsUnpaid: plain,
  totalOwed: plain,
  totalHeld: plain,
  margin: plain,
  owedExplained: plain,
  reservesLink: plain,
  /** the link's sentence: {link} is where 'Proof of reserves' goes */
  reservesLinkSentence: (link: string) => ({ link }),

  // the comparison
  shortNow: (owed: string, held: string, short: string) => ({ owed, held, short }),
  shortLater: (date: string, days: number, owed: string, held: string) => ({ date, days, owed, held }),
  covered: (days: number, spare: string) => ({ days, spare }),

  // held per coin
  heldPerCoin: plain,
  heldAdmin: plain,
  heldSupport: plain,
  notRecorded: plain,
  recordedAt: (time: string) => ({ time }),
  recorded: (amount: string, code: string) => ({ amount, code }),
  recordHeldIn: (code: string) => ({ code }),
  heldInUsd: (code: string) => ({ code }),
  saving: plain,
  recordHeld: plain,

  // the projection
  chartTitle: (days: number) => ({ days }),
  chartDescription: plain,
  day: plain,
  principalReturned: plain,
  owedAtDayEnd: plain,
  owed: plain,
  held: plain,
});
