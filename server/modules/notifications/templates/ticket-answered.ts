import { ticketLink } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  ticketAnsweredSubject: (subject: string) => ({ subject }),
  ticketAnswered: (subject: string) => ({ subject }),
  ticketAnsweredOpen: plain,
  ticketAnsweredAction: plain,
});

const NOTICE = defineTexts('notices', { ticketAnsweredTitle: plain, ticketAnsweredBody: (subject: string) => ({ subject }) });

export const ticketAnswered: Template<NotificationParams['ticket_answered']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.ticketAnsweredSubject(p.subject),
    lines: [TEXT.ticketAnswered(p.subject), TEXT.ticketAnsweredOpen],
    action: { label: TEXT.ticketAnsweredAction, url: `${publicUrl}${ticketLink(p.ticketId)}` },
  }),
  inbox: (p) => ({ title: NOTICE.ticketAnsweredTitle, body: NOTICE.ticketAnsweredBody(p.subject), link: ticketLink(p.ticketId) }),
};
