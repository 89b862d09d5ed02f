import { TICKET_CATEGORY_LABELS } from '@/common/validation/tickets';
import { csvExporter, ownerColumns, utc } from '../ui/csv';
import type { TicketRecord } from './types';

/** Support tickets as CSV: the owner and the assignee by name beside their ids. */
export const ticketExporter = csvExporter<TicketRecord>('tickets', [
  { header: 'ticket_id', value: (r) => String(r.id) },
  { header: 'created_at_utc', value: (r) => utc(r.createdAt) },
  { header: 'subject', value: (r) => r.subject },
  { header: 'category', value: (r) => TICKET_CATEGORY_LABELS[r.category] ?? r.category },
  { header: 'status', value: (r) => r.status },
  ...ownerColumns<TicketRecord>(),
  { header: 'assignee_id', value: (r) => r.assignee },
  { header: 'assignee_name', value: (r) => r.assignee_name },
  { header: 'last_message_at_utc', value: (r) => utc(r.last_message_at) },
  { header: 'closed_at_utc', value: (r) => utc(r.closed_at) },
]);
