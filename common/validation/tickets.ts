import { z } from 'zod';
import { defineTexts, plain } from '../i18n/translate';
import { KYC_MAX_FILE_BYTES, KYC_MAX_FILE_LABEL, KYC_MIME_TYPES, sniffKycDocument, type KycMimeType } from './kyc';
import { withGetters } from './lazy-text';

// Support tickets. The limits and texts are written once here for the
// investor's form, the back-office reply form and the API. An attachment follows the KYC
// document rules: JPEG, PNG or PDF by content, at most 5 MB.

export const TICKET_CATEGORIES = ['deposit', 'withdrawal', 'investment', 'account', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = defineTexts('ticketCategory', {
  deposit: plain,
  withdrawal: plain,
  investment: plain,
  account: plain,
  other: plain,
});

/** open: waiting for staff; answered: waiting for the investor; closed. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = defineTexts('ticketStatus', {
  open: plain,
  answered: plain,
  closed: plain,
});

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

const MEGABYTE = 1024 * 1024;

/** Messages filled with this module's limits: TICKET_MSG reads them as properties. */
const TICKET_LIMIT_MSG = defineTexts('ticket', {
  subjectTooShort: (min: number) => ({ min }),
  subjectTooLong: (max: number) => ({ max }),
  messageTooLong: (max: number) => ({ max }),
  fileTooLarge: (megabytes: number) => ({ megabytes }),
  attachmentsPerDay: (max: number) => ({ max }),
  attachmentBytesPerDay: (megabytes: number) => ({ megabytes }),
});

export const TICKET_MSG = withGetters(
  defineTexts('ticket', {
    subjectRequired: plain,
    categoryRequired: plain,
    messageRequired: plain,
    fileType: plain,
    fileEmpty: plain,
    tooManyFiles: plain,
    tooManyFields: plain,
    notMultipart: plain,
    unreadable: plain,
    tooLong: (label: string, max: number) => ({ label, max }),
    notFound: plain,
    messageNotFound: plain,
    noAttachment: plain,
    closed: plain,
    statusRequired: plain,
    nothingToChange: plain,
    assigneeNotStaff: plain,
    ownerMayOnlyCloseOrReopen: plain,
    assigneeFilter: plain,
    userFilterStaffOnly: plain,
    created: plain,
    replied: plain,
    closedDone: plain,
    reopened: plain,
    verifyToAttach: plain,
  }),
  {
    subjectTooShort: () => TICKET_LIMIT_MSG.subjectTooShort(TICKET_SUBJECT_MIN),
    subjectTooLong: () => TICKET_LIMIT_MSG.subjectTooLong(TICKET_SUBJECT_MAX),
    messageTooLong: () => TICKET_LIMIT_MSG.messageTooLong(TICKET_MESSAGE_MAX),
    fileTooLarge: () => TICKET_LIMIT_MSG.fileTooLarge(TICKET_MAX_FILE_BYTES / MEGABYTE),
    attachmentsPerDay: () => TICKET_LIMIT_MSG.attachmentsPerDay(TICKET_ATTACHMENTS_PER_DAY),
    attachmentBytesPerDay: () => TICKET_LIMIT_MSG.attachmentBytesPerDay(TICKET_ATTACHMENT_BYTES_PER_DAY / MEGABYTE),
  },
);

export const ticketSubjectField = z
  .string({ error: () => TICKET_MSG.subjectRequired })
  .trim()
  .min(1, { error: () => TICKET_MSG.subjectRequired })
  .min(TICKET_SUBJECT_MIN, { error: () => TICKET_MSG.subjectTooShort })
  .max(TICKET_SUBJECT_MAX, { error: () => TICKET_MSG.subjectTooLong });

export const ticketCategoryField = z.enum(TICKET_CATEGORIES, { error: () => TICKET_MSG.categoryRequired });

export const ticketMessageField = z
  .string({ error: () => TICKET_MSG.messageRequired })
  .trim()
  .min(1, { error: () => TICKET_MSG.messageRequired })
  .max(TICKET_MESSAGE_MAX, { error: () => TICKET_MSG.messageTooLong });
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
