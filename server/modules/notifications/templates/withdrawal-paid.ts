import { APP_LINKS } from '@/common/app-links';
import { formatUsdFromCents } from '@/common/money';
import { coinText } from '@/common/coins';
import type { NotificationParams, Template } from './types';

export const withdrawalPaid: Template<NotificationParams['withdrawal_paid']> = {
  mail: (p, { publicUrl }) => ({
    subject: `Withdrawal paid: ${formatUsdFromCents(p.amountCents)}`,
    lines: [`Your withdrawal of ${formatUsdFromCents(p.amountCents)} in ${coinText(p.coin, 'code')} has been sent.`],
    figures: [
      { label: 'Amount', value: formatUsdFromCents(p.amountCents) },
      { label: 'Coin', value: coinText(p.coin, 'code') },
      { label: 'To address', value: p.address },
      { label: 'Payout reference', value: p.payoutReference },
      { label: 'Reference', value: p.transactionId },
    ],
    action: { label: 'See your activity', url: `${publicUrl}${APP_LINKS.activity}` },
  }),
  inbox: (p) => ({
    title: 'Withdrawal paid',
    body: `${formatUsdFromCents(p.amountCents)} in ${coinText(p.coin, 'code')} was sent (reference ${p.payoutReference}).`,
    link: APP_LINKS.activity,
  }),
};
