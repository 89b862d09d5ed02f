import { APP_LINKS } from '@/common/app-links';
import { coinText } from '@/common/coins';
import { defineTexts, plain } from '@/common/i18n/translate';
import { formatUsdFromCents } from '@/common/money';
import { MAIL_PARTS } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  withdrawalRequestedSubject: (amount: string) => ({ amount }),
  withdrawalRequested: (amount: string, coin: string) => ({ amount, coin }),
  withdrawalRequestedNext: plain,
  withdrawalRequestedFootnote: plain,
});

const NOTICE = defineTexts('notices', {
  withdrawalRequestedTitle: plain,
  withdrawalRequestedBody: (amount: string, coin: string) => ({ amount, coin }),
});

export const withdrawalRequested: Template<NotificationParams['withdrawal_requested']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.withdrawalRequestedSubject(formatUsdFromCents(p.amountCents)),
    lines: [TEXT.withdrawalRequested(formatUsdFromCents(p.amountCents), coinText(p.coin, 'code')), TEXT.withdrawalRequestedNext],
    figures: [
      { label: MAIL_PARTS.amount, value: formatUsdFromCents(p.amountCents) },
      { label: MAIL_PARTS.coin, value: coinText(p.coin, 'code') },
      { label: MAIL_PARTS.toAddress, value: p.address },
      { label: MAIL_PARTS.reference, value: p.transactionId },
    ],
    action: { label: MAIL_PARTS.seeActivity, url: `${publicUrl}${APP_LINKS.activity}` },
    footnote: TEXT.withdrawalRequestedFootnote,
  }),
  inbox: (p) => ({
    title: NOTICE.withdrawalRequestedTitle,
    body: NOTICE.withdrawalRequestedBody(formatUsdFromCents(p.amountCents), coinText(p.coin, 'code')),
    link: APP_LINKS.activity,
  }),
};
