import { APP_LINKS } from '@/common/app-links';
import type { NotificationParams, Template } from './types';

export const kycApproved: Template<NotificationParams['kyc_approved']> = {
  mail: (_p, { publicUrl }) => ({
    subject: 'Your identity is verified',
    lines: ['We have checked your documents and verified your identity. You can now withdraw from your balance.'],
    action: { label: 'Go to your account', url: `${publicUrl}${APP_LINKS.kyc}` },
  }),
  inbox: () => ({ title: 'Identity verified', body: 'Your documents were approved; withdrawals are open to you.', link: APP_LINKS.kyc }),
};
