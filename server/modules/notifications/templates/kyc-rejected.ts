import { APP_LINKS } from '@/common/app-links';
import type { NotificationParams, Template } from './types';

export const kycRejected: Template<NotificationParams['kyc_rejected']> = {
  mail: (p, { publicUrl }) => ({
    subject: 'Your identity verification was not approved',
    lines: ['We could not verify your identity from the documents you sent.', 'You can send new documents at any time.'],
    figures: [{ label: 'Reason', value: p.reason }],
    action: { label: 'Send new documents', url: `${publicUrl}${APP_LINKS.kyc}` },
  }),
  inbox: (p) => ({ title: 'Identity verification not approved', body: `Reason: ${p.reason}`, link: APP_LINKS.kyc }),
};
