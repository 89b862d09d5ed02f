import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { MAIL_PARTS, SUPPORT } from './format';
import type { MailOnlyParams, Template } from './types';

const TEXT = defineTexts('mails', {
  twoFactorResetSubject: plain,
  twoFactorReset: plain,
  twoFactorResetSignIn: plain,
  twoFactorResetFootnote: () => SUPPORT,
});

/** To the user whose 2FA an admin turned off: every session of theirs was ended with it. */
export const twoFactorReset: Template<MailOnlyParams['two_factor_reset']> = {
  mail: (_p, { publicUrl }) => ({
    subject: TEXT.twoFactorResetSubject,
    lines: [TEXT.twoFactorReset, TEXT.twoFactorResetSignIn],
    action: { label: MAIL_PARTS.turnTwoFactorOn, url: `${publicUrl}${APP_LINKS.security}` },
    footnote: TEXT.twoFactorResetFootnote(),
  }),
};
