import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { MAIL_PARTS } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', { passkeyAddedSubject: plain, passkeyAdded: (name: string) => ({ name }) });

const NOTICE = defineTexts('notices', { passkeyAddedTitle: plain, passkeyAddedBody: (name: string) => ({ name }) });

export const passkeyAdded: Template<NotificationParams['passkey_added']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.passkeyAddedSubject,
    lines: [TEXT.passkeyAdded(p.name)],
    action: { label: MAIL_PARTS.reviewPasskeys, url: `${publicUrl}${APP_LINKS.security}` },
    footnote: MAIL_PARTS.notYou(),
  }),
  inbox: (p) => ({ title: NOTICE.passkeyAddedTitle, body: NOTICE.passkeyAddedBody(p.name), link: APP_LINKS.security }),
};
