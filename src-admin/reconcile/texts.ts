// What the ledger reconciliation page says.
import { defineTexts, plain } from '@/common/i18n/translate';

export const RECONCILE_TEXT = defineTexts('adminReconcile', {
  title: plain,
  heading: plain,
  intro: plain,
  /** after the introduction, once checked (it starts with its own space where the language has one) */
  checkedAt: (time: string) => ({ time }),
  checking: plain,
  checkAgain: plain,
  checkingLedger: plain,
  failed: plain,
  allReconcile: (count: number) => ({ count }),
  someDiffer: (differ: number, count: number) => ({ differ, count }),
  tableName: plain,
  user: plain,
  balance: plain,
  ledgerBalance: plain,
  profit: plain,
  ledgerProfit: plain,
});
