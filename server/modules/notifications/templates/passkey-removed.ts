import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { MAIL_PARTS } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  passkeyRemovedSubject: plain,
  passkeyRemoved: (name: string) => ({ name }),
  passkeyRemovedPause: plain,
});

const NOTICE = defineTexts('notices', { passkeyRemovedTitle: plain, passkeyRemovedBody: (name: string) => ({ name }) });

export const passkeyRemoved: Template<NotificationParams['passkey_removed']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.passkeyRemovedSubject,
    lines: [TEXT.passkeyRemoved(p.name), TEXT.passkeyRemovedPause],
    action: { label: MAIL_PARTS.reviewPasskeys, url: `${publicUrl}${APP_LINKS.security}` },
    footnote: MAIL_PARTS.notYou(),
  }),
  inbox: (p) => ({ title: NOTICE.passkeyRemovedTitle, body: NOTICE.passkeyRemovedBody(p.name), link: APP_LINKS.security }),
};
