import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { MAIL_PARTS } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', { kycRejectedSubject: plain, kycRejected: plain, kycRejectedAgain: plain, kycRejectedAction: plain });

const NOTICE = defineTexts('notices', { kycRejectedTitle: plain, kycRejectedBody: (reason: string) => ({ reason }) });

export const kycRejected: Template<NotificationParams['kyc_rejected']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.kycRejectedSubject,
    lines: [TEXT.kycRejected, TEXT.kycRejectedAgain],
    figures: [{ label: MAIL_PARTS.reason, value: p.reason }],
    action: { label: TEXT.kycRejectedAction, url: `${publicUrl}${APP_LINKS.kyc}` },
  }),
  inbox: (p) => ({ title: NOTICE.kycRejectedTitle, body: NOTICE.kycRejectedBody(p.reason), link: APP_LINKS.kyc }),
};
