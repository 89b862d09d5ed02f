import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { formatMailTime, MAIL_PARTS, SUPPORT } from './format';
import type { MailOnlyParams, Template } from './types';

const TEXT = defineTexts('mails', {
  accountUnlockedSubject: plain,
  /** by: 'staff' (support, after checking identity) or 'owner' */
  accountUnlockedHow: (time: string, by: MailOnlyParams['account_unlocked']['by']) => ({ time, by }),
  accountUnlockedReview: plain,
  accountUnlockedFootnote: () => SUPPORT,
});

/**
 * To the owner once a lock ends. An unlock by support is what a thief who talked them round
 * would get: the owner hears of it at once, and the mail's lock link locks the account again.
 */
export const accountUnlocked: Template<MailOnlyParams['account_unlocked']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.accountUnlockedSubject,
    lines: [TEXT.accountUnlockedHow(formatMailTime(p.at), p.by), TEXT.accountUnlockedReview],
    action: { label: MAIL_PARTS.reviewSecurity, url: `${publicUrl}${APP_LINKS.security}` },
    footnote: TEXT.accountUnlockedFootnote(),
  }),
};
