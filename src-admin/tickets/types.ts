import type { PublicTicket, PublicTicketDetail } from '@/common/api/tickets';
import type { AdminRecord } from '../dataProvider/record';

/** A ticket in the queue (with the owner's and the assignee's names: staff see them). */
export type TicketRecord = AdminRecord<PublicTicket>;
/** One ticket with its thread, as GET /api/tickets/{id} sends it. */
export type TicketDetailRecord = AdminRecord<PublicTicketDetail>;
