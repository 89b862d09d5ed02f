import { APP_LINKS } from '@/common/app-links';
import { formatUsdFromCents } from '@/common/money';
import { SITE } from '@/common/site';
import type { NotificationParams, Template } from './types';

const ACCOUNT_NAME = { balance: 'balance', bonus: 'profit balance' } as const;

/** Staff credited or debited the balance or the profit balance by hand (an adjustment, or a figure set in the user edit). */
export const balanceAdjusted: Template<NotificationParams['balance_adjusted']> = {
  mail: (p, { publicUrl }) => {
    const credit = p.amountCents > 0;
    const amount = formatUsdFromCents(Math.abs(p.amountCents));
    const account = ACCOUNT_NAME[p.account];
    return {
      subject: `${credit ? 'Credited to' : 'Debited from'} your ${account}: ${amount}`,
      lines: [
        `Our staff ${credit ? 'credited' : 'debited'} ${amount} ${credit ? 'to' : 'from'} your ${account}.`,
        `If you do not recognise this change, contact support at ${SITE.supportEmail}.`,
      ],
      figures: [
        { label: credit ? 'Credited' : 'Debited', value: amount },
        { label: 'Account', value: account },
      ],
      action: { label: 'See your activity', url: `${publicUrl}${APP_LINKS.activity}` },
    };
  },
  inbox: (p) => ({
    title: p.amountCents > 0 ? 'Balance credited' : 'Balance debited',
    body: `Our staff ${p.amountCents > 0 ? 'credited' : 'debited'} ${formatUsdFromCents(Math.abs(p.amountCents))} ${p.amountCents > 0 ? 'to' : 'from'} your ${ACCOUNT_NAME[p.account]}.`,
    link: APP_LINKS.activity,
  }),
};
