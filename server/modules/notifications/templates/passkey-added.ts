import { APP_LINKS } from '@/common/app-links';
import { NOT_YOU } from './format';
import type { NotificationParams, Template } from './types';

export const passkeyAdded: Template<NotificationParams['passkey_added']> = {
  mail: (p, { publicUrl }) => ({
    subject: 'A passkey was added to your account',
    lines: [
      `A passkey named “${p.name}” was added to your investment account. It can now sign in to the account and confirm withdrawals and security changes without a password.`,
    ],
    action: { label: 'Review your passkeys', url: `${publicUrl}${APP_LINKS.security}` },
    footnote: NOT_YOU,
  }),
  inbox: (p) => ({ title: 'Passkey added', body: `“${p.name}” can now sign in to your account.`, link: APP_LINKS.security }),
};
