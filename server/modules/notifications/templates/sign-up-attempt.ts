import { defineTexts, plain } from '@/common/i18n/translate';
import { SUPPORT } from './format';
import type { MailOnlyParams, Template } from './types';

const TEXT = defineTexts('mails', {
  signUpAttemptSubject: plain,
  signUpAttempt: plain,
  signUpAttemptIfYou: plain,
  signUpAttemptAction: plain,
  signUpAttemptFootnote: () => SUPPORT,
});

/**
 * To the owner of an address someone tried to sign up with again. Sign-up answers a taken
 * address exactly as a new one (nobody learns which addresses have accounts); the owner learns
 * it here instead.
 */
export const signUpAttempt: Template<MailOnlyParams['sign_up_attempt']> = {
  mail: (_p, { publicUrl }) => ({
    subject: TEXT.signUpAttemptSubject,
    lines: [TEXT.signUpAttempt, TEXT.signUpAttemptIfYou],
    action: { label: TEXT.signUpAttemptAction, url: `${publicUrl}/forgot-password` },
    footnote: TEXT.signUpAttemptFootnote(),
  }),
};
