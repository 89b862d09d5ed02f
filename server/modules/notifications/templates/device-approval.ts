import { formatMailTime, requireSecret } from './format';
import type { MailOnlyParams, Template } from './types';

/** NEW_DEVICE_APPROVAL=on: a sign-in from a browser not seen before waits for this link. */
export const deviceApproval: Template<MailOnlyParams['device_approval']> = {
  mail: (p, { publicUrl, secret }) => ({
    subject: 'Approve a sign-in from a new device',
    lines: [
      'Someone signed in to your investment account with the right password from a browser it has not been used with before. The sign-in waits until you approve it.',
      'Open the link below within 20 minutes to let this browser in. It works once.',
    ],
    figures: [
      { label: 'Browser', value: p.browser },
      { label: 'Address', value: p.ipAddress },
      { label: 'Time', value: formatMailTime(p.at) },
    ],
    action: {
      label: 'Approve this device',
      url: `${publicUrl}/approve-device?${new URLSearchParams({ token: requireSecret(secret, 'device approval') }).toString()}`,
    },
    footnote:
      'If this was not you, do not approve it: lock your account with the link below, then change your password, since whoever tried knows it.',
  }),
};
