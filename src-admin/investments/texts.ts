// What an investment's screens say beyond every transaction's (ui/transactions/texts.ts).
import { defineTexts, plain } from '@/common/i18n/translate';

export const INVESTMENT_TEXT = defineTexts('adminInvestments', {
  listTitle: plain,
  statusHelp: plain,
  fixedTerms: plain,
});
