import { defineTexts, plain } from '@/common/i18n/translate';
import { formatMailTime, MAIL_PARTS, SUPPORT } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  accountLockedSubject: plain,
  /** via: how it was locked ('email_link', 'security_page'; anything else is "a lock request") */
  accountLockedHow: (time: string, via: string) => ({ time, via }),
  accountLockedUnlock: () => SUPPORT,
});

const NOTICE = defineTexts('notices', { accountLockedTitle: plain, accountLockedBody: plain });

export const accountLocked: Template<NotificationParams['account_locked']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.accountLockedSubject,
    lines: [TEXT.accountLockedHow(formatMailTime(p.at), p.via), TEXT.accountLockedUnlock()],
    action: { label: MAIL_PARTS.unlockAccount, url: `${publicUrl}/unlock-account` },
  }),
  inbox: () => ({ title: NOTICE.accountLockedTitle, body: NOTICE.accountLockedBody }),
};
