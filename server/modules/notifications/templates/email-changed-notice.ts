import { APP_LINKS } from '@/common/app-links';
import { SITE } from '@/common/site';
import type { MailOnlyParams, Template } from './types';

/** To the old address once a change is done, so a taken-over account does not change silently. */
export const emailChangedNotice: Template<MailOnlyParams['email_changed_notice']> = {
  mail: ({ newEmail }, { publicUrl }) => ({
    subject: 'Your e-mail address was changed',
    lines: [`The e-mail address of your investment account was changed to ${newEmail}.`, 'Messages about your account now go there.'],
    // where the account's owner sees the signed-in devices and changes the password
    action: { label: 'Review your security settings', url: `${publicUrl}${APP_LINKS.security}` },
    footnote: `If you did not make this change, contact support at ${SITE.supportEmail} at once and reset your password.`,
  }),
};
