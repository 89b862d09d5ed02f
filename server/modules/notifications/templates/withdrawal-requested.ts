import { APP_LINKS } from '@/common/app-links';
import { formatUsdFromCents } from '@/common/money';
import { coinText } from '@/common/coins';
import type { NotificationParams, Template } from './types';

export const withdrawalRequested: Template<NotificationParams['withdrawal_requested']> = {
  mail: (p, { publicUrl }) => ({
    subject: `Withdrawal requested: ${formatUsdFromCents(p.amountCents)}`,
    lines: [
      `We received your request to withdraw ${formatUsdFromCents(p.amountCents)} in ${coinText(p.coin, 'code')}. The amount is held from your balance until it is paid.`,
      'We will e-mail you again once it has been sent.',
    ],
    figures: [
      { label: 'Amount', value: formatUsdFromCents(p.amountCents) },
      { label: 'Coin', value: coinText(p.coin, 'code') },
      { label: 'To address', value: p.address },
      { label: 'Reference', value: p.transactionId },
    ],
    action: { label: 'See your activity', url: `${publicUrl}${APP_LINKS.activity}` },
    footnote: 'If you did not ask for this withdrawal, contact support at once.',
  }),
  inbox: (p) => ({
    title: 'Withdrawal requested',
    body: `${formatUsdFromCents(p.amountCents)} in ${coinText(p.coin, 'code')} is on its way to being paid.`,
    link: APP_LINKS.activity,
  }),
};
