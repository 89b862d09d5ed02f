export type {
  PublicTicket as Ticket,
  PublicTicketDetail as TicketDetail,
  PublicTicketMessage as TicketMessage,
} from '@/common/api/tickets';
