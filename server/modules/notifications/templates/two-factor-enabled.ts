import { APP_LINKS } from '@/common/app-links';
import { NOT_YOU } from './format';
import type { NotificationParams, Template } from './types';

export const twoFactorEnabled: Template<NotificationParams['two_factor_enabled']> = {
  mail: (_p, { publicUrl }) => ({
    subject: 'Two-factor sign-in is on',
    lines: [
      'Two-factor sign-in was turned on for your investment account. From now on, signing in and sensitive changes need a code from your authenticator app.',
      'Keep your recovery codes somewhere safe: each one replaces a code once if you lose the app.',
    ],
    action: { label: 'Review your security settings', url: `${publicUrl}${APP_LINKS.security}` },
    footnote: NOT_YOU,
  }),
  inbox: () => ({
    title: 'Two-factor sign-in on',
    body: 'Sign-ins now need a code from your authenticator app.',
    link: APP_LINKS.security,
  }),
};
