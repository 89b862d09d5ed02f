import type { MailMessage } from '@/server/lib/mailer';
import { VERIFY_TOKEN_PARAM } from '@/common/validation/email-verification';
import { VERIFY_TOKEN_TTL_MS } from './service';

/** The link in the e-mail, built from PUBLIC_URL (never the request's Host header). */
export const verifyLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/verify-email?${new URLSearchParams({ [VERIFY_TOKEN_PARAM]: token }).toString()}`;

const hours = () => Math.round(VERIFY_TOKEN_TTL_MS / 3_600_000);

/** To the address being proven: after sign-up, or the new address of a change. */
export function verifyEmail(to: string, link: string, change: boolean): MailMessage {
  return {
    to,
    subject: change ? 'Confirm your new e-mail address' : 'Verify your e-mail address',
    text: [
      'Hello,',
      '',
      change
        ? 'You asked to use this e-mail address for your investment account.'
        : 'Thank you for signing up. Please confirm that this e-mail address is yours.',
      `Open this link within ${hours()} hours:`,
      '',
      link,
      '',
      change
        ? 'The link works once. If you did not ask for this, ignore this e-mail: nothing changes.'
        : 'The link works once. If you did not sign up, ignore this e-mail.',
    ].join('\n'),
  };
}

/** To the old address once a change is done, so a taken-over account does not change silently. */
export function emailChangedNotice(to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'Your e-mail address was changed',
    text: [
      'Hello,',
      '',
      `The e-mail address of your investment account was changed to ${newEmail}.`,
      'Messages about your account now go there.',
      '',
      'If you did not make this change, contact support at once and reset your password.',
    ].join('\n'),
  };
}
