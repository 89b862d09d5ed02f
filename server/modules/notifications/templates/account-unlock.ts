import { requireSecret } from './format';
import type { MailOnlyParams, Template } from './types';

/** The last step of the owner's own unlock: the link proves the e-mail address. */
export const accountUnlock: Template<MailOnlyParams['account_unlock']> = {
  mail: (_p, { publicUrl, secret }) => ({
    subject: 'Unlock your account',
    lines: [
      'Your password and second factor were confirmed to unlock your investment account.',
      'Open the link below within 30 minutes to finish. It works once.',
    ],
    action: {
      label: 'Unlock my account',
      url: `${publicUrl}/unlock-account?${new URLSearchParams({ token: requireSecret(secret, 'account unlock') }).toString()}`,
    },
    footnote: 'If you did not ask for this, ignore this e-mail: the account stays locked.',
  }),
};
