import { SITE } from '@/common/site';
import type { MailOnlyParams, Template } from './types';

/** To the old address when an admin changed an account's e-mail, so it never changes silently. */
export const emailChangedByStaff: Template<MailOnlyParams['email_changed_by_staff']> = {
  mail: ({ newEmail }) => ({
    subject: 'Support changed your e-mail address',
    lines: [
      `Our support team changed the e-mail address of your investment account to ${newEmail}.`,
      'Messages about your account now go there, once it is verified.',
    ],
    footnote: `If you did not ask for this, contact support at ${SITE.supportEmail} at once.`,
  }),
};
