import { APP_LINKS } from '@/common/app-links';
import { coinText } from '@/common/coins';
import { defineTexts, plain } from '@/common/i18n/translate';
import { formatUsdFromCents } from '@/common/money';
import { MAIL_PARTS } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  withdrawalPaidSubject: (amount: string) => ({ amount }),
  withdrawalPaid: (amount: string, coin: string) => ({ amount, coin }),
  payoutReferenceLabel: plain,
});

const NOTICE = defineTexts('notices', {
  withdrawalPaidTitle: plain,
  withdrawalPaidBody: (amount: string, coin: string, reference: string) => ({ amount, coin, reference }),
});

export const withdrawalPaid: Template<NotificationParams['withdrawal_paid']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.withdrawalPaidSubject(formatUsdFromCents(p.amountCents)),
    lines: [TEXT.withdrawalPaid(formatUsdFromCents(p.amountCents), coinText(p.coin, 'code'))],
    figures: [
      { label: MAIL_PARTS.amount, value: formatUsdFromCents(p.amountCents) },
      { label: MAIL_PARTS.coin, value: coinText(p.coin, 'code') },
      { label: MAIL_PARTS.toAddress, value: p.address },
      { label: TEXT.payoutReferenceLabel, value: p.payoutReference },
      { label: MAIL_PARTS.reference, value: p.transactionId },
    ],
    action: { label: MAIL_PARTS.seeActivity, url: `${publicUrl}${APP_LINKS.activity}` },
  }),
  inbox: (p) => ({
    title: NOTICE.withdrawalPaidTitle,
    body: NOTICE.withdrawalPaidBody(formatUsdFromCents(p.amountCents), coinText(p.coin, 'code'), p.payoutReference),
    link: APP_LINKS.activity,
  }),
};
