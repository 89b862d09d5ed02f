import { APP_LINKS } from '@/common/app-links';
import { NOT_YOU } from './format';
import type { NotificationParams, Template } from './types';

export const withdrawalAllowlistDisabled: Template<NotificationParams['withdrawal_allowlist_disabled']> = {
  mail: (_p, { publicUrl }) => ({
    subject: 'Withdrawal allow-list is off',
    lines: [
      'The withdrawal allow-list was turned off for your investment account. Withdrawals can now go to any valid address, not only to your saved ones.',
      'We recommend turning it on again.',
    ],
    action: { label: 'Turn the allow-list on', url: `${publicUrl}${APP_LINKS.withdrawalAddresses}` },
    footnote: NOT_YOU,
  }),
  inbox: () => ({
    title: 'Withdrawal allow-list off',
    body: 'Withdrawals can now go to any valid address.',
    link: APP_LINKS.withdrawalAddresses,
  }),
};
