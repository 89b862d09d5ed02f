import { APP_LINKS } from '@/common/app-links';
import { formatUsdFromCents } from '@/common/money';
import { coinText } from '@/common/coins';
import type { NotificationParams, Template } from './types';

export const withdrawalRefunded: Template<NotificationParams['withdrawal_refunded']> = {
  mail: (p, { publicUrl }) => ({
    subject: `Withdrawal returned to your balance: ${formatUsdFromCents(p.amountCents)}`,
    lines: [
      `Your withdrawal of ${formatUsdFromCents(p.amountCents)} in ${coinText(p.coin, 'code')} was not paid, and the amount is back in your balance.`,
      p.reason ? `The reason given: ${p.reason}` : 'Contact support if you would like to know why.',
    ],
    figures: [
      { label: 'Amount returned', value: formatUsdFromCents(p.amountCents) },
      { label: 'Coin', value: coinText(p.coin, 'code') },
      ...(p.reason ? [{ label: 'Reason', value: p.reason }] : []),
      { label: 'Reference', value: p.transactionId },
    ],
    action: { label: 'See your activity', url: `${publicUrl}${APP_LINKS.activity}` },
  }),
  inbox: (p) => ({
    title: 'Withdrawal returned',
    body: `${formatUsdFromCents(p.amountCents)} in ${coinText(p.coin, 'code')} was not paid and is back in your balance.${p.reason ? ` Reason: ${p.reason}` : ''}`,
    link: APP_LINKS.activity,
  }),
};
