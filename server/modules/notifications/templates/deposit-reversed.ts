import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { formatUsdFromCents } from '@/common/money';
import { coinText } from '@/common/coins';
import { MAIL_PARTS, SUPPORT } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  depositReversedSubject: (amount: string) => ({ amount }),
  depositReversed: (amount: string, coin: string) => ({ amount, coin }),
  depositReversedWrong: () => SUPPORT,
  depositReversedLabel: plain,
});

const NOTICE = defineTexts('notices', {
  depositReversedTitle: plain,
  depositReversedBody: (amount: string, coin: string) => ({ amount, coin }),
});

/** A credited deposit taken back by staff (confirmed by mistake): the amount left the balance again. */
export const depositReversed: Template<NotificationParams['deposit_reversed']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.depositReversedSubject(formatUsdFromCents(p.amountCents)),
    lines: [TEXT.depositReversed(formatUsdFromCents(p.amountCents), coinText(p.coin, 'code')), TEXT.depositReversedWrong()],
    figures: [
      { label: TEXT.depositReversedLabel, value: formatUsdFromCents(p.amountCents) },
      { label: MAIL_PARTS.coin, value: coinText(p.coin, 'code') },
      { label: MAIL_PARTS.reference, value: p.transactionId },
    ],
    action: { label: MAIL_PARTS.seeActivity, url: `${publicUrl}${APP_LINKS.activity}` },
  }),
  inbox: (p) => ({
    title: NOTICE.depositReversedTitle,
    body: NOTICE.depositReversedBody(formatUsdFromCents(p.amountCents), coinText(p.coin, 'code')),
    link: APP_LINKS.activity,
  }),
};
