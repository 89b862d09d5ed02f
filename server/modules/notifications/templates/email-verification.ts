import { VERIFY_TOKEN_PARAM } from '@/common/validation/email-verification';
import { VERIFY_TOKEN_TTL_MS } from '@/server/modules/tokens/one-time';
import { requireSecret } from './format';
import type { MailOnlyParams, Template } from './types';

export const VERIFY_SUBJECT = 'Verify your e-mail address';
export const CHANGE_SUBJECT = 'Confirm your new e-mail address';

/** The link in the e-mail, built from PUBLIC_URL (never the request's Host header). */
export const verifyLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/verify-email?${new URLSearchParams({ [VERIFY_TOKEN_PARAM]: token }).toString()}`;

/** To the address being proven: after sign-up, or the new address of a change. */
export const emailVerification: Template<MailOnlyParams['email_verification']> = {
  mail: ({ changing }, { publicUrl, secret }) => {
    const hours = Math.round(VERIFY_TOKEN_TTL_MS / 3_600_000);
    return {
      subject: changing ? CHANGE_SUBJECT : VERIFY_SUBJECT,
      lines: [
        changing
          ? 'You asked to use this e-mail address for your investment account.'
          : 'Thank you for signing up. Please confirm that this e-mail address is yours.',
        `Open the link below within ${hours} hours. It works once.`,
      ],
      action: {
        label: changing ? 'Confirm the new address' : 'Verify your address',
        url: verifyLink(publicUrl, requireSecret(secret, 'verification')),
      },
      footnote: changing
        ? 'If you did not ask for this, ignore this e-mail: nothing changes.'
        : 'If you did not sign up, ignore this e-mail.',
    };
  },
};
