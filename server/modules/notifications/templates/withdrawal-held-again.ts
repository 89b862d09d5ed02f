import { APP_LINKS } from '@/common/app-links';
import { coinText } from '@/common/coins';
import { defineTexts, plain } from '@/common/i18n/translate';
import { formatUsdFromCents } from '@/common/money';
import { MAIL_PARTS } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  heldAgainSubject: (amount: string) => ({ amount }),
  heldAgain: (amount: string, coin: string) => ({ amount, coin }),
});

const NOTICE = defineTexts('notices', {
  heldAgainTitle: plain,
  heldAgainBody: (amount: string, coin: string, address: string) => ({ amount, coin, address }),
});

/** A failed withdrawal put back in the queue by staff: its amount leaves the balance again. */
export const withdrawalHeldAgain: Template<NotificationParams['withdrawal_held_again']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.heldAgainSubject(formatUsdFromCents(p.amountCents)),
    lines: [TEXT.heldAgain(formatUsdFromCents(p.amountCents), coinText(p.coin, 'code')), MAIL_PARTS.notYou()],
    figures: [
      { label: MAIL_PARTS.amount, value: formatUsdFromCents(p.amountCents) },
      { label: MAIL_PARTS.coin, value: coinText(p.coin, 'code') },
      { label: MAIL_PARTS.toAddress, value: p.address },
      { label: MAIL_PARTS.reference, value: p.transactionId },
    ],
    action: { label: MAIL_PARTS.seeActivity, url: `${publicUrl}${APP_LINKS.activity}` },
  }),
  inbox: (p) => ({
    title: NOTICE.heldAgainTitle,
    body: NOTICE.heldAgainBody(formatUsdFromCents(p.amountCents), coinText(p.coin, 'code'), p.address),
    link: APP_LINKS.activity,
  }),
};
