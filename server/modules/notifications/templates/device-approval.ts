import { defineTexts, plain } from '@/common/i18n/translate';
import { formatMailTime, MAIL_PARTS, requireSecret } from './format';
import type { MailOnlyParams, Template } from './types';

const TEXT = defineTexts('mails', {
  deviceApprovalSubject: plain,
  deviceApprovalWaits: plain,
  deviceApprovalWithin: plain,
  deviceApprovalAction: plain,
  deviceApprovalFootnote: plain,
});

/** NEW_DEVICE_APPROVAL=on: a sign-in from a browser not seen before waits for this link. */
export const deviceApproval: Template<MailOnlyParams['device_approval']> = {
  mail: (p, { publicUrl, secret }) => ({
    subject: TEXT.deviceApprovalSubject,
    lines: [TEXT.deviceApprovalWaits, TEXT.deviceApprovalWithin],
    figures: [
      { label: MAIL_PARTS.browser, value: p.browser },
      { label: MAIL_PARTS.ipAddress, value: p.ipAddress },
      { label: MAIL_PARTS.time, value: formatMailTime(p.at) },
    ],
    action: {
      label: TEXT.deviceApprovalAction,
      url: `${publicUrl}/approve-device?${new URLSearchParams({ token: requireSecret(secret, 'device approval') }).toString()}`,
    },
    footnote: TEXT.deviceApprovalFootnote,
  }),
};
