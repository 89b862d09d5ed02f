import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { formatMailTime, MAIL_PARTS, SUPPORT } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  newSignInSubject: plain,
  newSignIn: plain,
  newSignInAction: plain,
  /** the closing line of security mail, and where the session is ended */
  newSignInFootnote: () => SUPPORT,
});

const NOTICE = defineTexts('notices', {
  newSignInTitle: plain,
  newSignInBody: (browser: string, ipAddress: string, time: string) => ({ browser, ipAddress, time }),
});

export const newSignIn: Template<NotificationParams['new_sign_in']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.newSignInSubject,
    lines: [TEXT.newSignIn],
    figures: [
      { label: MAIL_PARTS.browser, value: p.browser },
      { label: MAIL_PARTS.ipAddress, value: p.ipAddress },
      { label: MAIL_PARTS.time, value: formatMailTime(p.at) },
    ],
    action: { label: TEXT.newSignInAction, url: `${publicUrl}${APP_LINKS.security}` },
    footnote: TEXT.newSignInFootnote(),
  }),
  inbox: (p) => ({
    title: NOTICE.newSignInTitle,
    body: NOTICE.newSignInBody(p.browser, p.ipAddress, formatMailTime(p.at)),
    link: APP_LINKS.security,
  }),
};
