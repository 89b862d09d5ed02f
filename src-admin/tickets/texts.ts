// What the support queue says: the list, a ticket's page, its actions, thread and reply form.
import { defineTexts, plain } from '@/common/i18n/translate';

export const TICKET_TEXT = defineTexts('adminTickets', {
  // the queue
  listTitle: plain,
  search: plain,
  searchPlaceholder: plain,
  status: plain,
  category: plain,
  all: plain,
  user: plain,
  assignedTo: plain,
  me: plain,
  nobody: plain,
  anyone: plain,
  lastActivity: plain,
  subject: plain,
  actions: plain,
  open: plain,
  /** who a ticket can be assigned to: 'Jane Doe (support)' */
  staffChoice: (name: string, role: 'admin' | 'support') => ({ name, role }),

  // a ticket's page
  pageTitle: (subject: string) => ({ subject }),
  pageTitleEmpty: plain,
  investor: plain,
  opened: plain,
  closed: plain,
  conversation: plain,
  reply: plain,
  closedNoReply: plain,

  // its actions
  assignedToYou: plain,
  assignToMe: plain,
  assignOther: plain,
  reopened: plain,
  closedDone: plain,
  reopen: plain,
  close: plain,
  assignTitle: plain,
  staffMember: plain,
  cancel: plain,
  assigneeChanged: plain,
  assign: plain,

  // the thread
  messages: plain,
  staffMark: plain,
  downloadFile: (name: string, size: string) => ({ name, size }),
  downloadFailed: plain,

  // the reply form
  replyForm: plain,
  replySent: plain,
  replyFailed: plain,
  attachment: plain,
  attachmentRule: (max: string) => ({ max }),
  send: plain,
});
