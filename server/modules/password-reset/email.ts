import type { MailMessage } from '@/server/lib/mailer';
import { RESET_TOKEN_PARAM } from '@/common/validation/password-reset';
import { RESET_TOKEN_TTL_MS } from './tokens';

/**
 * The link in the e-mail. Built from the configured PUBLIC_URL, never from the request's
 * Host header, so a forged header cannot point the link at someone else's site.
 */
export const resetLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/reset-password?${new URLSearchParams({ [RESET_TOKEN_PARAM]: token }).toString()}`;

export function resetEmail(to: string, link: string): MailMessage {
  const minutes = Math.round(RESET_TOKEN_TTL_MS / 60_000);
  return {
    to,
    subject: 'Reset your password',
    text: [
      'Hello,',
      '',
      'We received a request to reset the password of the account registered with this e-mail address.',
      `Open this link within ${minutes} minutes to choose a new password:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for a new password, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
