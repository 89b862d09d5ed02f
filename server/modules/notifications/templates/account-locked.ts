import { SITE } from '@/common/site';
import { formatMailTime } from './format';
import type { NotificationParams, Template } from './types';

const HOW: Record<string, string> = {
  email_link: 'the “This wasn’t me” link in one of our e-mails',
  security_page: '“Lock my account” on your security page',
};

export const accountLocked: Template<NotificationParams['account_locked']> = {
  mail: (p, { publicUrl }) => ({
    subject: 'Your account is locked',
    lines: [
      `Your investment account was locked at ${formatMailTime(p.at)} with ${HOW[p.via] ?? 'a lock request'}. Every session has been logged out; nobody can sign in, withdraw or change withdrawal addresses until it is unlocked. Your money stays where it is and running investments keep earning.`,
      `To unlock it, contact support at ${SITE.supportEmail}: we will check your identity first. From 24 hours after the lock you can also unlock it yourself with your password, your second factor and this e-mail address.`,
    ],
    action: { label: 'Unlock my account', url: `${publicUrl}/unlock-account` },
  }),
  inbox: () => ({ title: 'Account locked', body: 'Your account was locked; every session was logged out.' }),
};
