import { APP_LINKS } from '@/common/app-links';
import { NOT_YOU } from './format';
import type { NotificationParams, Template } from './types';

export const passkeyRemoved: Template<NotificationParams['passkey_removed']> = {
  mail: (p, { publicUrl }) => ({
    subject: 'A passkey was removed from your account',
    lines: [
      `The passkey named “${p.name}” was removed from your investment account and can no longer sign in to it.`,
      'For your safety, withdrawals are paused for a while after this change.',
    ],
    action: { label: 'Review your passkeys', url: `${publicUrl}${APP_LINKS.security}` },
    footnote: NOT_YOU,
  }),
  inbox: (p) => ({ title: 'Passkey removed', body: `“${p.name}” can no longer sign in to your account.`, link: APP_LINKS.security }),
};
