import { APP_LINKS } from '@/common/app-links';
import { formatUsdFromCents } from '@/common/money';
import { coinText } from '@/common/coins';
import type { NotificationParams, Template } from './types';

export const depositCredited: Template<NotificationParams['deposit_credited']> = {
  mail: (p, { publicUrl }) => ({
    subject: `Deposit credited: ${formatUsdFromCents(p.amountCents)}`,
    lines: [`Your deposit of ${formatUsdFromCents(p.amountCents)} in ${coinText(p.coin, 'code')} has been credited to your balance.`],
    figures: [
      { label: 'Amount', value: formatUsdFromCents(p.amountCents) },
      { label: 'Coin', value: coinText(p.coin, 'code') },
      { label: 'Reference', value: p.transactionId },
    ],
    action: { label: 'See your activity', url: `${publicUrl}${APP_LINKS.activity}` },
  }),
  inbox: (p) => ({
    title: 'Deposit credited',
    body: `${formatUsdFromCents(p.amountCents)} in ${coinText(p.coin, 'code')} was added to your balance.`,
    link: APP_LINKS.activity,
  }),
};
