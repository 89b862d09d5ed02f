import { APP_LINKS } from '@/common/app-links';
import { formatUsdFromCents } from '@/common/money';
import { coinText } from '@/common/coins';
import { NOT_YOU } from './format';
import type { NotificationParams, Template } from './types';

/** A failed withdrawal put back in the queue by staff: its amount leaves the balance again. */
export const withdrawalHeldAgain: Template<NotificationParams['withdrawal_held_again']> = {
  mail: (p, { publicUrl }) => ({
    subject: `Withdrawal back in the queue: ${formatUsdFromCents(p.amountCents)}`,
    lines: [
      `Your withdrawal of ${formatUsdFromCents(p.amountCents)} in ${coinText(p.coin, 'code')}, which had been returned, is being paid after all: the amount has been taken from your balance again and will be sent to the address below.`,
      NOT_YOU,
    ],
    figures: [
      { label: 'Amount', value: formatUsdFromCents(p.amountCents) },
      { label: 'Coin', value: coinText(p.coin, 'code') },
      { label: 'To address', value: p.address },
      { label: 'Reference', value: p.transactionId },
    ],
    action: { label: 'See your activity', url: `${publicUrl}${APP_LINKS.activity}` },
  }),
  inbox: (p) => ({
    title: 'Withdrawal back in the queue',
    body: `${formatUsdFromCents(p.amountCents)} in ${coinText(p.coin, 'code')} left your balance again, to be paid to ${p.address}.`,
    link: APP_LINKS.activity,
  }),
};
