import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { MAIL_PARTS, SUPPORT } from './format';
import type { MailOnlyParams, Template } from './types';

const TEXT = defineTexts('mails', {
  emailChangedSubject: plain,
  emailChanged: (newEmail: string) => ({ newEmail }),
  emailChangedThere: plain,
  emailChangedFootnote: () => SUPPORT,
});

/** To the old address once a change is done, so a taken-over account does not change silently. */
export const emailChangedNotice: Template<MailOnlyParams['email_changed_notice']> = {
  mail: ({ newEmail }, { publicUrl }) => ({
    subject: TEXT.emailChangedSubject,
    lines: [TEXT.emailChanged(newEmail), TEXT.emailChangedThere],
    // where the account's owner sees the signed-in devices and changes the password
    action: { label: MAIL_PARTS.reviewSecurity, url: `${publicUrl}${APP_LINKS.security}` },
    footnote: TEXT.emailChangedFootnote(),
  }),
};
