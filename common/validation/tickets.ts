import { z } from 'zod';
import { KYC_MAX_FILE_BYTES, KYC_MAX_FILE_LABEL, KYC_MIME_TYPES, sniffKycDocument, type KycMimeType } from './kyc';

// Support tickets. The limits and texts are written once here for the
// investor's form, the back-office reply form and the API. An attachment follows the KYC
// document rules: JPEG, PNG or PDF by content, at most 5 MB.

export const TICKET_CATEGORIES = ['deposit', 'withdrawal', 'investment', 'account', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  investment: 'Investment',
  account: 'Account',
  other: 'Other',
};

/** open: waiting for staff; answered: waiting for the investor; closed. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

export const TICKET_SUBJECT_MIN = 3;
export const TICKET_SUBJECT_MAX = 120;
export const TICKET_MESSAGE_MAX = 5000;
/** Longest stored attachment name (longer names are shortened, keeping the extension). */
export const TICKET_FILE_NAME_MAX = 100;

export const TICKET_MAX_FILE_BYTES = KYC_MAX_FILE_BYTES;
export const TICKET_MAX_FILE_LABEL = KYC_MAX_FILE_LABEL;
export const TICKET_MIME_TYPES = KYC_MIME_TYPES;
export type TicketMimeType = KycMimeType;
/**
 * What one investor may attach over any 24 hours, across all their tickets: a few receipts or
 * screenshots a day, not a file store (staff replies are not counted).
 */
export const TICKET_ATTACHMENTS_PER_DAY = 10;
export const TICKET_ATTACHMENT_BYTES_PER_DAY = 20 * 1024 * 1024;
export const TICKET_ATTACHMENT_BYTES_PER_DAY_LABEL = '20 MB';
/** What the file input offers (the server decides by content anyway). */
export const TICKET_FILE_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

export const TICKET_MSG = {
  subjectRequired: 'Subject is required',
  subjectTooShort: `Subject must be at least ${TICKET_SUBJECT_MIN} characters`,
  subjectTooLong: `Subject cannot exceed ${TICKET_SUBJECT_MAX} characters`,
  categoryRequired: 'Choose a category',
  messageRequired: 'Message is required',
  messageTooLong: `Message cannot exceed ${TICKET_MESSAGE_MAX} characters`,
  fileType: 'Attachments must be JPEG, PNG or PDF files',
  fileEmpty: 'The file is empty',
  fileTooLarge: `The attachment must be at most ${TICKET_MAX_FILE_LABEL}`,
  tooManyFiles: 'Attach one file at most',
  tooManyFields: 'The form has too many fields',
  notMultipart: 'Send the form as JSON or multipart/form-data',
  unreadable: 'The upload could not be read; please try again',
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  notFound: 'Ticket not found',
  messageNotFound: 'Message not found',
  noAttachment: 'This message has no attachment',
  closed: 'This ticket is closed. Reopen it to reply.',
  statusRequired: 'Status must be open, answered or closed',
  nothingToChange: 'Give a status or an assignee',
  assigneeNotStaff: 'Tickets can only be assigned to support staff or administrators',
  ownerMayOnlyCloseOrReopen: 'You can only close or reopen your ticket',
  assigneeFilter: 'The assignee filter is a staff user id, none or me',
  userFilterStaffOnly: 'Only staff can list other people’s tickets',
  created: 'Your ticket was sent. We will answer soon.',
  replied: 'Your message was sent',
  closedDone: 'The ticket is closed',
  reopened: 'The ticket is open again',
  verifyToAttach:
    'Verify your e-mail address before attaching files (open the link we e-mailed you). You can send your message without a file.',
  attachmentsPerDay: `You can attach at most ${TICKET_ATTACHMENTS_PER_DAY} files in 24 hours. Send your message without a file, or attach it later.`,
  attachmentBytesPerDay: `Your attachments can total at most ${TICKET_ATTACHMENT_BYTES_PER_DAY_LABEL} in 24 hours. Send your message without a file, or attach it later.`,
} as const;

export const ticketSubjectField = z
  .string({ error: TICKET_MSG.subjectRequired })
  .trim()
  .min(1, TICKET_MSG.subjectRequired)
  .min(TICKET_SUBJECT_MIN, TICKET_MSG.subjectTooShort)
  .max(TICKET_SUBJECT_MAX, TICKET_MSG.subjectTooLong);

export const ticketCategoryField = z.enum(TICKET_CATEGORIES, { error: TICKET_MSG.categoryRequired });

export const ticketMessageField = z
  .string({ error: TICKET_MSG.messageRequired })
  .trim()
  .min(1, TICKET_MSG.messageRequired)
  .max(TICKET_MESSAGE_MAX, TICKET_MSG.messageTooLong);

/** The new-ticket form's fields (the API's body is the strict object of the same fields). */
export const newTicketFields = {
  subject: ticketSubjectField,
  category: ticketCategoryField,
  message: ticketMessageField,
};

/** A reply's one field. */
export const ticketReplyFields = { body: ticketMessageField };

/** Size and content checks of an attachment; returns the message, or the sniffed type. */
export function checkTicketAttachment(bytes: Uint8Array, size: number = bytes.length): { mime: TicketMimeType } | { error: string } {
  if (size === 0) return { error: TICKET_MSG.fileEmpty };
  if (size > TICKET_MAX_FILE_BYTES) return { error: TICKET_MSG.fileTooLarge };
  const mime = sniffKycDocument(bytes);
  return mime ? { mime } : { error: TICKET_MSG.fileType };
}

/** The extension of each accepted type (download names, and a stored name when the client sent none). */
export const TICKET_EXTENSIONS: Record<TicketMimeType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/**
 * The name an attachment is saved under: its extension follows the type read from its bytes,
 * never the name it was sent with (a PDF sent as `bank-receipt.html` would otherwise be saved
 * as a page that runs script when opened). The sent name is only ever shown.
 */
export const ticketAttachmentFileName = (messageId: string, mime: TicketMimeType) =>
  `ticket-attachment-${messageId.slice(0, 8)}.${TICKET_EXTENSIONS[mime]}`;
