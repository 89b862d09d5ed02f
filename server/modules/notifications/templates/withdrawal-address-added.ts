import { APP_LINKS } from '@/common/app-links';
import { coinText } from '@/common/coins';
import { formatMailTime, NOT_YOU } from './format';
import type { NotificationParams, Template } from './types';

export const withdrawalAddressAdded: Template<NotificationParams['withdrawal_address_added']> = {
  mail: (p, { publicUrl }) => ({
    subject: `New withdrawal address saved: ${p.label}`,
    lines: [
      `A ${coinText(p.coin, 'code')} address was added to the withdrawal address book of your investment account.`,
      `With the allow-list on, withdrawals can go to it from ${formatMailTime(p.usableFrom)}.`,
    ],
    figures: [
      { label: 'Coin', value: coinText(p.coin, 'code') },
      { label: 'Name', value: p.label },
      { label: 'Address', value: p.address },
      { label: 'Usable from', value: formatMailTime(p.usableFrom) },
    ],
    action: { label: 'See your withdrawal addresses', url: `${publicUrl}${APP_LINKS.withdrawalAddresses}` },
    footnote: `${NOT_YOU} Delete the address from your withdrawal addresses before its hold ends.`,
  }),
  inbox: (p) => ({
    title: 'Withdrawal address saved',
    body: `${p.label} (${coinText(p.coin, 'code')}), usable from ${formatMailTime(p.usableFrom)}.`,
    link: APP_LINKS.withdrawalAddresses,
  }),
};
