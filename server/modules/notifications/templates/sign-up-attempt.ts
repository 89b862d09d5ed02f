import { SITE } from '@/common/site';
import type { MailOnlyParams, Template } from './types';

/**
 * To the owner of an address someone tried to sign up with again. Sign-up answers a taken
 * address exactly as a new one (nobody learns which addresses have accounts); the owner learns
 * it here instead.
 */
export const signUpAttempt: Template<MailOnlyParams['sign_up_attempt']> = {
  mail: (_p, { publicUrl }) => ({
    subject: 'Someone tried to sign up with your e-mail address',
    lines: [
      'Someone tried to create an investment account with this e-mail address, which already has one. No new account was made.',
      'If it was you, sign in instead; if you forgot your password, you can reset it.',
    ],
    action: { label: 'Reset your password', url: `${publicUrl}/forgot-password` },
    footnote: `If it was not you, you need not do anything. Questions: ${SITE.supportEmail}.`,
  }),
};
