import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { MAIL_PARTS } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', { twoFactorOffSubject: plain, twoFactorOff: plain, twoFactorOffRecommend: plain });

const NOTICE = defineTexts('notices', { twoFactorOffTitle: plain, twoFactorOffBody: plain });

export const twoFactorDisabled: Template<NotificationParams['two_factor_disabled']> = {
  mail: (_p, { publicUrl }) => ({
    subject: TEXT.twoFactorOffSubject,
    lines: [TEXT.twoFactorOff, TEXT.twoFactorOffRecommend],
    action: { label: MAIL_PARTS.turnTwoFactorOn, url: `${publicUrl}${APP_LINKS.security}` },
    footnote: MAIL_PARTS.notYou(),
  }),
  inbox: () => ({ title: NOTICE.twoFactorOffTitle, body: NOTICE.twoFactorOffBody, link: APP_LINKS.security }),
};
