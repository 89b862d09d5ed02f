import { defineTexts, plain } from '@/common/i18n/translate';
import { VERIFY_TOKEN_PARAM } from '@/common/validation/email-verification';
import { VERIFY_TOKEN_TTL_MS } from '@/server/modules/tokens/one-time';
import { requireSecret } from './format';
import type { MailOnlyParams, Template } from './types';

const TEXT = defineTexts('mails', {
  verifySubject: plain,
  changeSubject: plain,
  verifySignedUp: plain,
  verifyChanging: plain,
  verifyWithin: (hours: number) => ({ hours }),
  verifyAction: plain,
  changeAction: plain,
  verifyFootnote: plain,
  changeFootnote: plain,
});

/** The link in the e-mail, built from PUBLIC_URL (never the request's Host header). */
export const verifyLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/verify-email?${new URLSearchParams({ [VERIFY_TOKEN_PARAM]: token }).toString()}`;

/** To the address being proven: after sign-up, or the new address of a change. */
export const emailVerification: Template<MailOnlyParams['email_verification']> = {
  mail: ({ changing }, { publicUrl, secret }) => ({
    subject: changing ? TEXT.changeSubject : TEXT.verifySubject,
    lines: [changing ? TEXT.verifyChanging : TEXT.verifySignedUp, TEXT.verifyWithin(Math.round(VERIFY_TOKEN_TTL_MS / 3_600_000))],
    action: {
      label: changing ? TEXT.changeAction : TEXT.verifyAction,
      url: verifyLink(publicUrl, requireSecret(secret, 'verification')),
    },
    footnote: changing ? TEXT.changeFootnote : TEXT.verifyFootnote,
  }),
};
