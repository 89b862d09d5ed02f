import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { MAIL_PARTS } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', { twoFactorOnSubject: plain, twoFactorOn: plain, twoFactorOnRecoveryCodes: plain });

const NOTICE = defineTexts('notices', { twoFactorOnTitle: plain, twoFactorOnBody: plain });

export const twoFactorEnabled: Template<NotificationParams['two_factor_enabled']> = {
  mail: (_p, { publicUrl }) => ({
    subject: TEXT.twoFactorOnSubject,
    lines: [TEXT.twoFactorOn, TEXT.twoFactorOnRecoveryCodes],
    action: { label: MAIL_PARTS.reviewSecurity, url: `${publicUrl}${APP_LINKS.security}` },
    footnote: MAIL_PARTS.notYou(),
  }),
  inbox: () => ({ title: NOTICE.twoFactorOnTitle, body: NOTICE.twoFactorOnBody, link: APP_LINKS.security }),
};
