import { z } from 'zod';
import { KYC_SNIFF_BYTES } from '@/common/validation/kyc';
import {
  checkTicketAttachment,
  newTicketFields,
  TICKET_MSG,
  ticketCategoryField,
  ticketReplyFields,
  type TicketCategory,
} from '@/common/validation/tickets';

/** The first bytes of a chosen file, to recognise it by its content. */
async function head(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, KYC_SNIFF_BYTES).arrayBuffer());
}

/** An optional attachment: common/validation/tickets.ts's size and content checks (the server repeats them). */
export const attachmentField = z
  .instanceof(File)
  .nullable()
  .superRefine(async (file, ctx) => {
    if (!file) return;
    const checked = checkTicketAttachment(await head(file), file.size);
    if ('error' in checked) ctx.addIssue({ code: 'custom', message: checked.error });
  });

/** The new-ticket form: the API's fields (category starts unchosen) and an optional file. */
export const newTicketFormSchema = z.object({
  ...newTicketFields,
  // a function: the message is written in the language of the moment the form is checked
  category: z.union([z.literal(''), ticketCategoryField]).refine((v) => v !== '', { error: () => TICKET_MSG.categoryRequired }),
  attachment: attachmentField,
});

export interface NewTicketFormValues {
  subject: string;
  category: TicketCategory | '';
  message: string;
  attachment: File | null;
}
export type NewTicketFormOutput = z.output<typeof newTicketFormSchema>;

export const NEW_TICKET_DEFAULTS: NewTicketFormValues = { subject: '', category: '', message: '', attachment: null };

/** A reply: its text and an optional file. */
export const replyFormSchema = z.object({ ...ticketReplyFields, attachment: attachmentField });
export interface ReplyFormValues {
  body: string;
  attachment: File | null;
}
export type ReplyFormOutput = z.output<typeof replyFormSchema>;
