import { defineTexts, plain } from '@/common/i18n/translate';
import { SUPPORT } from './format';
import type { MailOnlyParams, Template } from './types';

const TEXT = defineTexts('mails', {
  emailChangedByStaffSubject: plain,
  emailChangedByStaff: (newEmail: string) => ({ newEmail }),
  emailChangedByStaffThere: plain,
  emailChangedByStaffFootnote: () => SUPPORT,
});

/** To the old address when an admin changed an account's e-mail, so it never changes silently. */
export const emailChangedByStaff: Template<MailOnlyParams['email_changed_by_staff']> = {
  mail: ({ newEmail }) => ({
    subject: TEXT.emailChangedByStaffSubject,
    lines: [TEXT.emailChangedByStaff(newEmail), TEXT.emailChangedByStaffThere],
    footnote: TEXT.emailChangedByStaffFootnote(),
  }),
};
