import { APP_LINKS } from '@/common/app-links';
import { SITE } from '@/common/site';
import { formatUsdFromCents } from '@/common/money';
import { coinText } from '@/common/coins';
import type { NotificationParams, Template } from './types';

/** A credited deposit taken back by staff (confirmed by mistake): the amount left the balance again. */
export const depositReversed: Template<NotificationParams['deposit_reversed']> = {
  mail: (p, { publicUrl }) => ({
    subject: `Deposit taken back: ${formatUsdFromCents(p.amountCents)}`,
    lines: [
      `Your deposit of ${formatUsdFromCents(p.amountCents)} in ${coinText(p.coin, 'code')} was credited by mistake and has been taken back from your balance.`,
      `Contact support at ${SITE.supportEmail} if you believe this is wrong.`,
    ],
    figures: [
      { label: 'Amount taken back', value: formatUsdFromCents(p.amountCents) },
      { label: 'Coin', value: coinText(p.coin, 'code') },
      { label: 'Reference', value: p.transactionId },
    ],
    action: { label: 'See your activity', url: `${publicUrl}${APP_LINKS.activity}` },
  }),
  inbox: (p) => ({
    title: 'Deposit taken back',
    body: `${formatUsdFromCents(p.amountCents)} in ${coinText(p.coin, 'code')} was credited by mistake and has left your balance again.`,
    link: APP_LINKS.activity,
  }),
};
