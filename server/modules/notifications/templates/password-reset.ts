import { defineTexts, plain } from '@/common/i18n/translate';
import { RESET_TOKEN_PARAM } from '@/common/validation/password-reset';
import { RESET_TOKEN_TTL_MS } from '@/server/modules/tokens/one-time';
import { requireSecret } from './format';
import type { MailOnlyParams, Template } from './types';

const TEXT = defineTexts('mails', {
  resetSubject: plain,
  resetRequested: plain,
  resetWithin: (minutes: number) => ({ minutes }),
  resetAction: plain,
  resetFootnote: plain,
});

/**
 * The link in the e-mail. Built from the configured PUBLIC_URL, never from the request's
 * Host header, so a forged header cannot point the link at someone else's site.
 */
export const resetLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/reset-password?${new URLSearchParams({ [RESET_TOKEN_PARAM]: token }).toString()}`;

export const passwordReset: Template<MailOnlyParams['password_reset']> = {
  mail: (_p, { publicUrl, secret }) => ({
    subject: TEXT.resetSubject,
    lines: [TEXT.resetRequested, TEXT.resetWithin(Math.round(RESET_TOKEN_TTL_MS / 60_000))],
    action: { label: TEXT.resetAction, url: resetLink(publicUrl, requireSecret(secret, 'password reset')) },
    footnote: TEXT.resetFootnote,
  }),
};
