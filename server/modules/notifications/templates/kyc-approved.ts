import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', { kycApprovedSubject: plain, kycApproved: plain, kycApprovedAction: plain });

const NOTICE = defineTexts('notices', { kycApprovedTitle: plain, kycApprovedBody: plain });

export const kycApproved: Template<NotificationParams['kyc_approved']> = {
  mail: (_p, { publicUrl }) => ({
    subject: TEXT.kycApprovedSubject,
    lines: [TEXT.kycApproved],
    action: { label: TEXT.kycApprovedAction, url: `${publicUrl}${APP_LINKS.kyc}` },
  }),
  inbox: () => ({ title: NOTICE.kycApprovedTitle, body: NOTICE.kycApprovedBody, link: APP_LINKS.kyc }),
};
