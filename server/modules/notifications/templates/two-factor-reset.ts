import { APP_LINKS } from '@/common/app-links';
import { SITE } from '@/common/site';
import type { MailOnlyParams, Template } from './types';

/** To the user whose 2FA an admin turned off: every session of theirs was ended with it. */
export const twoFactorReset: Template<MailOnlyParams['two_factor_reset']> = {
  mail: (_p, { publicUrl }) => ({
    subject: 'Two-factor sign-in was reset by support',
    lines: [
      'Our support team turned two-factor sign-in off for your investment account and signed it out everywhere.',
      'Sign in with your password, then turn two-factor sign-in on again with your authenticator app.',
    ],
    action: { label: 'Turn two-factor sign-in on', url: `${publicUrl}${APP_LINKS.security}` },
    footnote: `If you did not ask support for this, contact ${SITE.supportEmail} at once and reset your password.`,
  }),
};
