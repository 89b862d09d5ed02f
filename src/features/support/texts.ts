// What Support says: the ticket list, a ticket's thread and the forms to open and answer one.
import { defineTexts, plain } from '@/common/i18n/translate';

export const SUPPORT_TEXT = defineTexts('support', {
  // the list
  listLabel: plain,
  loadingList: plain,
  listWhat: plain,
  subject: plain,
  category: plain,
  status: plain,
  lastActivity: plain,
  noTickets: plain,

  // a new ticket
  newTitle: plain,
  message: plain,
  cancel: plain,
  send: plain,
  createFailed: plain,

  // an attachment
  attachment: plain,
  fileRule: (max: string) => ({ max }),
  download: (name: string, size: string) => ({ name, size }),
  downloadFailed: plain,
  megabytes: (size: string) => ({ size }),
  kilobytes: (size: string) => ({ size }),

  // a thread
  loadingTicket: plain,
  ticketWhat: plain,
  opened: (category: string, date: string) => ({ category, date }),
  messages: plain,
  fromSupport: (date: string) => ({ date }),
  fromYou: (date: string) => ({ date }),
  staffAuthor: (name: string) => ({ name }),
  you: plain,
  closed: plain,
  replyLabel: plain,
  yourReply: plain,
  reply: plain,
  replyFailed: plain,
  reopen: plain,
  close: plain,
  changeFailed: plain,
});
