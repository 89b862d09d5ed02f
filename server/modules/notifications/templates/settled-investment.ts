import { defineTexts, plain } from '@/common/i18n/translate';
import { formatUsdFromCents } from '@/common/money';
import { MAIL_PARTS } from './format';
import type { SettledInvestment } from './types';

const TEXT = defineTexts('mails', { daysPaidLabel: plain, profitPaidLabel: plain, principalReturnedLabel: plain });

/** The figures of an investment that ended, the same whether it matured or was cancelled. */
export const settledInvestmentFigures = (p: SettledInvestment) => [
  { label: MAIL_PARTS.plan, value: p.planName },
  { label: MAIL_PARTS.amountInvested, value: formatUsdFromCents(p.principalCents) },
  { label: TEXT.daysPaidLabel, value: String(p.days) },
  { label: TEXT.profitPaidLabel, value: formatUsdFromCents(p.profitCents) },
  { label: TEXT.principalReturnedLabel, value: formatUsdFromCents(p.returnedCents) },
  { label: MAIL_PARTS.reference, value: p.transactionId },
];
