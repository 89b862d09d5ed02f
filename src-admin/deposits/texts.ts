// What a deposit's screens say beyond every transaction's (ui/transactions/texts.ts): its
// status's effect, and a deposit paid on its own address as the chain watcher saw it.
import { defineTexts, plain } from '@/common/i18n/translate';

export const DEPOSIT_TEXT = defineTexts('adminDeposits', {
  listTitle: plain,
  statusHelp: plain,
  onChainTitle: plain,
  quotedAmount: plain,
  quoteRate: plain,
  quotedUsd: plain,
  quoteExpires: plain,
  expired: (at: string) => ({ at }),
  confirmations: plain,
  noPaymentYet: plain,
  flags: plain,
  seePayments: plain,
});
