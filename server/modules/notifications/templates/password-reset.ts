import { RESET_TOKEN_PARAM } from '@/common/validation/password-reset';
import { RESET_TOKEN_TTL_MS } from '@/server/modules/tokens/one-time';
import { requireSecret } from './format';
import type { MailOnlyParams, Template } from './types';

export const RESET_SUBJECT = 'Reset your password';

/**
 * The link in the e-mail. Built from the configured PUBLIC_URL, never from the request's
 * Host header, so a forged header cannot point the link at someone else's site.
 */
export const resetLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/reset-password?${new URLSearchParams({ [RESET_TOKEN_PARAM]: token }).toString()}`;

export const passwordReset: Template<MailOnlyParams['password_reset']> = {
  mail: (_p, { publicUrl, secret }) => ({
    subject: RESET_SUBJECT,
    lines: [
      'We received a request to reset the password of the account registered with this e-mail address.',
      `Open the link below within ${Math.round(RESET_TOKEN_TTL_MS / 60_000)} minutes to choose a new password. It works once.`,
    ],
    action: { label: 'Choose a new password', url: resetLink(publicUrl, requireSecret(secret, 'password reset')) },
    footnote: 'If you did not ask for a new password, ignore this e-mail: your password stays as it is.',
  }),
};
