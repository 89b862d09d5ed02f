import { defineTexts, plain } from '@/common/i18n/translate';
import { MAIL_PARTS, requireSecret } from './format';
import type { MailOnlyParams, Template } from './types';

const TEXT = defineTexts('mails', {
  accountUnlockSubject: plain,
  accountUnlockConfirmed: plain,
  accountUnlockWithin: plain,
  accountUnlockFootnote: plain,
});

/** The last step of the owner's own unlock: the link proves the e-mail address. */
export const accountUnlock: Template<MailOnlyParams['account_unlock']> = {
  mail: (_p, { publicUrl, secret }) => ({
    subject: TEXT.accountUnlockSubject,
    lines: [TEXT.accountUnlockConfirmed, TEXT.accountUnlockWithin],
    action: {
      label: MAIL_PARTS.unlockAccount,
      url: `${publicUrl}/unlock-account?${new URLSearchParams({ token: requireSecret(secret, 'account unlock') }).toString()}`,
    },
    footnote: TEXT.accountUnlockFootnote,
  }),
};
