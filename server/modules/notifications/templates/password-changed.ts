import { APP_LINKS } from '@/common/app-links';
import { NOT_YOU } from './format';
import type { NotificationParams, Template } from './types';

export const passwordChanged: Template<NotificationParams['password_changed']> = {
  mail: (_p, { publicUrl }) => ({
    subject: 'Your password was changed',
    lines: ['The password of your investment account was changed. Every device signed in with the old one has been logged out.'],
    action: { label: 'Review your security settings', url: `${publicUrl}${APP_LINKS.security}` },
    footnote: NOT_YOU,
  }),
  inbox: () => ({
    title: 'Password changed',
    body: 'Your password was changed and other devices were logged out.',
    link: APP_LINKS.security,
  }),
};
