import { APP_LINKS } from '@/common/app-links';
import { NOT_YOU } from './format';
import type { NotificationParams, Template } from './types';

export const twoFactorDisabled: Template<NotificationParams['two_factor_disabled']> = {
  mail: (_p, { publicUrl }) => ({
    subject: 'Two-factor sign-in is off',
    lines: [
      'Two-factor sign-in was turned off for your investment account. Signing in now needs only your password.',
      'We recommend turning it on again.',
    ],
    action: { label: 'Turn two-factor sign-in on', url: `${publicUrl}${APP_LINKS.security}` },
    footnote: NOT_YOU,
  }),
  inbox: () => ({ title: 'Two-factor sign-in off', body: 'Signing in now needs only your password.', link: APP_LINKS.security }),
};
