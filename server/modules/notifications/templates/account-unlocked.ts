import { APP_LINKS } from '@/common/app-links';
import { SITE } from '@/common/site';
import { formatMailTime } from './format';
import type { MailOnlyParams, Template } from './types';

const BY: Record<MailOnlyParams['account_unlocked']['by'], string> = {
  staff: 'by our support team, after they checked your identity',
  owner: 'by you, with your password, your second factor and the link we e-mailed',
};

/**
 * To the owner once a lock ends. An unlock by support is what a thief who talked them round
 * would get: the owner hears of it at once, and the mail's lock link locks the account again.
 */
export const accountUnlocked: Template<MailOnlyParams['account_unlocked']> = {
  mail: (p, { publicUrl }) => ({
    subject: 'Your account is unlocked',
    lines: [
      `Your investment account was unlocked at ${formatMailTime(p.at)} ${BY[p.by]}. It can be signed in to again, and withdrawals are possible again.`,
      'If you still see anything you do not recognise, change your password and review your security settings.',
    ],
    action: { label: 'Review your security settings', url: `${publicUrl}${APP_LINKS.security}` },
    footnote: `If you did not ask for this, lock your account again with the link below and contact support at ${SITE.supportEmail}.`,
  }),
};
