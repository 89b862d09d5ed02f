import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { MAIL_PARTS } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  allowlistOffSubject: plain,
  allowlistOff: plain,
  allowlistOffRecommend: plain,
  allowlistOffAction: plain,
});

const NOTICE = defineTexts('notices', { allowlistOffTitle: plain, allowlistOffBody: plain });

export const withdrawalAllowlistDisabled: Template<NotificationParams['withdrawal_allowlist_disabled']> = {
  mail: (_p, { publicUrl }) => ({
    subject: TEXT.allowlistOffSubject,
    lines: [TEXT.allowlistOff, TEXT.allowlistOffRecommend],
    action: { label: TEXT.allowlistOffAction, url: `${publicUrl}${APP_LINKS.withdrawalAddresses}` },
    footnote: MAIL_PARTS.notYou(),
  }),
  inbox: () => ({ title: NOTICE.allowlistOffTitle, body: NOTICE.allowlistOffBody, link: APP_LINKS.withdrawalAddresses }),
};
