import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { formatUsdFromCents } from '@/common/money';
import { coinText } from '@/common/coins';
import { MAIL_PARTS } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  depositCreditedSubject: (amount: string) => ({ amount }),
  depositCredited: (amount: string, coin: string) => ({ amount, coin }),
});

const NOTICE = defineTexts('notices', {
  depositCreditedTitle: plain,
  depositCreditedBody: (amount: string, coin: string) => ({ amount, coin }),
});

export const depositCredited: Template<NotificationParams['deposit_credited']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.depositCreditedSubject(formatUsdFromCents(p.amountCents)),
    lines: [TEXT.depositCredited(formatUsdFromCents(p.amountCents), coinText(p.coin, 'code'))],
    figures: [
      { label: MAIL_PARTS.amount, value: formatUsdFromCents(p.amountCents) },
      { label: MAIL_PARTS.coin, value: coinText(p.coin, 'code') },
      { label: MAIL_PARTS.reference, value: p.transactionId },
    ],
    action: { label: MAIL_PARTS.seeActivity, url: `${publicUrl}${APP_LINKS.activity}` },
  }),
  inbox: (p) => ({
    title: NOTICE.depositCreditedTitle,
    body: NOTICE.depositCreditedBody(formatUsdFromCents(p.amountCents), coinText(p.coin, 'code')),
    link: APP_LINKS.activity,
  }),
};
