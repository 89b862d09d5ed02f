import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { MAIL_PARTS } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', { passwordChangedSubject: plain, passwordChanged: plain });

const NOTICE = defineTexts('notices', { passwordChangedTitle: plain, passwordChangedBody: plain });

export const passwordChanged: Template<NotificationParams['password_changed']> = {
  mail: (_p, { publicUrl }) => ({
    subject: TEXT.passwordChangedSubject,
    lines: [TEXT.passwordChanged],
    action: { label: MAIL_PARTS.reviewSecurity, url: `${publicUrl}${APP_LINKS.security}` },
    footnote: MAIL_PARTS.notYou(),
  }),
  inbox: () => ({ title: NOTICE.passwordChangedTitle, body: NOTICE.passwordChangedBody, link: APP_LINKS.security }),
};
