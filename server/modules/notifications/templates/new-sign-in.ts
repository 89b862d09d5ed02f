import { APP_LINKS } from '@/common/app-links';
import { formatMailTime, NOT_YOU } from './format';
import type { NotificationParams, Template } from './types';

export const newSignIn: Template<NotificationParams['new_sign_in']> = {
  mail: (p, { publicUrl }) => ({
    subject: 'New sign-in to your account',
    lines: ['Your investment account was signed in to from a browser it had not been used with before.'],
    figures: [
      { label: 'Browser', value: p.browser },
      { label: 'Address', value: p.ipAddress },
      { label: 'Time', value: formatMailTime(p.at) },
    ],
    action: { label: 'See your sessions', url: `${publicUrl}${APP_LINKS.security}` },
    footnote: `${NOT_YOU} You can end the session from your security settings.`,
  }),
  inbox: (p) => ({ title: 'New sign-in', body: `${p.browser} from ${p.ipAddress}, ${formatMailTime(p.at)}.`, link: APP_LINKS.security }),
};
