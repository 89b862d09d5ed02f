import type { LEDGER_KINDS } from '@/common/transactions';
import { defineTexts, plain } from '@/common/i18n/translate';

/**
 * Every word of a statement, PDF and CSV (server/i18n/catalogues, area 'statements'). Each is
 * written in the language of the moment it is read: the statement's owner's (routes.ts).
 */
export const STATEMENT_TEXT = defineTexts('statements', {
  title: plain,
  documentTitle: (month: string) => ({ month }),
  holder: plain,
  email: plain,
  period: plain,
  figuresAsOf: plain,
  periodRange: (from: string, to: string) => ({ from, to }),
  utcTime: (time: string) => ({ time }),
  summary: plain,
  balance: plain,
  profit: plain,
  opening: plain,
  closing: plain,
  movementsIn: (month: string) => ({ month }),
  movements: plain,
  noMovements: plain,
  columnDate: plain,
  columnDescription: plain,
  columnAccount: plain,
  columnAmount: plain,
  footer: (site: string, name: string, month: string, page: number, pages: number) => ({
    site,
    name,
    month,
    page: String(page),
    pages: String(pages),
  }),
  csvDate: plain,
  csvType: plain,
  csvDetails: plain,
  csvAccount: plain,
  csvAmount: plain,
  csvBalance: plain,
  csvProfit: plain,
  csvAccountBalance: plain,
  csvAccountProfit: plain,
  kindDeposit: plain,
  kindDepositReversal: plain,
  kindWithdrawalHold: plain,
  kindWithdrawalRelease: plain,
  kindInvestment: plain,
  kindInvestmentRefund: plain,
  kindAccrual: plain,
  kindMaturityProfit: plain,
  kindMaturityPrincipal: plain,
  kindAdjustment: plain,
  investmentPlan: plain,
  planDay: (plan: string, day: number) => ({ plan, day: String(day) }),
  coinNotRecorded: plain,
});

/** A ledger row's kind as the statement names it ('Daily profit'). */
export function kindLabel(kind: (typeof LEDGER_KINDS)[number]): string {
  const labels: Record<(typeof LEDGER_KINDS)[number], () => string> = {
    deposit: () => STATEMENT_TEXT.kindDeposit,
    deposit_reversal: () => STATEMENT_TEXT.kindDepositReversal,
    withdrawal_hold: () => STATEMENT_TEXT.kindWithdrawalHold,
    withdrawal_release: () => STATEMENT_TEXT.kindWithdrawalRelease,
    investment: () => STATEMENT_TEXT.kindInvestment,
    investment_refund: () => STATEMENT_TEXT.kindInvestmentRefund,
    accrual: () => STATEMENT_TEXT.kindAccrual,
    maturity_profit: () => STATEMENT_TEXT.kindMaturityProfit,
    maturity_principal: () => STATEMENT_TEXT.kindMaturityPrincipal,
    adjustment: () => STATEMENT_TEXT.kindAdjustment,
  };
  return labels[kind]();
}

/** The two ledger accounts as the PDF names them ('Balance', 'Profit'). */
export const accountName = (account: 'balance' | 'bonus'): string =>
  account === 'balance' ? STATEMENT_TEXT.balance : STATEMENT_TEXT.profit;
