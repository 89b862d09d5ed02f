import { ticketLink } from '@/common/app-links';
import type { NotificationParams, Template } from './types';

export const ticketAnswered: Template<NotificationParams['ticket_answered']> = {
  mail: (p, { publicUrl }) => ({
    subject: `Support replied: ${p.subject}`,
    lines: [`Our support team has replied to your ticket "${p.subject}".`, 'Open the ticket to read the reply and answer it.'],
    action: { label: 'Read the reply', url: `${publicUrl}${ticketLink(p.ticketId)}` },
  }),
  inbox: (p) => ({ title: 'Support replied', body: `New reply to "${p.subject}".`, link: ticketLink(p.ticketId) }),
};
