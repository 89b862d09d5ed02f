import { APP_LINKS } from '@/common/app-links';
import { coinText } from '@/common/coins';
import { defineTexts, plain } from '@/common/i18n/translate';
import { formatUsdFromCents } from '@/common/money';
import { MAIL_PARTS } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  refundedSubject: (amount: string) => ({ amount }),
  refunded: (amount: string, coin: string) => ({ amount, coin }),
  refundedReason: (reason: string) => ({ reason }),
  refundedAskWhy: plain,
  refundedLabel: plain,
});

const NOTICE = defineTexts('notices', {
  refundedTitle: plain,
  refundedBody: (amount: string, coin: string) => ({ amount, coin }),
  refundedBodyWithReason: (amount: string, coin: string, reason: string) => ({ amount, coin, reason }),
});

export const withdrawalRefunded: Template<NotificationParams['withdrawal_refunded']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.refundedSubject(formatUsdFromCents(p.amountCents)),
    lines: [
      TEXT.refunded(formatUsdFromCents(p.amountCents), coinText(p.coin, 'code')),
      p.reason ? TEXT.refundedReason(p.reason) : TEXT.refundedAskWhy,
    ],
    figures: [
      { label: TEXT.refundedLabel, value: formatUsdFromCents(p.amountCents) },
      { label: MAIL_PARTS.coin, value: coinText(p.coin, 'code') },
      ...(p.reason ? [{ label: MAIL_PARTS.reason, value: p.reason }] : []),
      { label: MAIL_PARTS.reference, value: p.transactionId },
    ],
    action: { label: MAIL_PARTS.seeActivity, url: `${publicUrl}${APP_LINKS.activity}` },
  }),
  inbox: (p) => ({
    title: NOTICE.refundedTitle,
    body: p.reason
      ? NOTICE.refundedBodyWithReason(formatUsdFromCents(p.amountCents), coinText(p.coin, 'code'), p.reason)
      : NOTICE.refundedBody(formatUsdFromCents(p.amountCents), coinText(p.coin, 'code')),
    link: APP_LINKS.activity,
  }),
};
