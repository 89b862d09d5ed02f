import SupportAgent from '@mui/icons-material/SupportAgent';
import { TicketList } from './TicketList';
import { TicketShow } from './TicketShow';
import type { TicketRecord } from './types';

export default {
  list: TicketList,
  show: TicketShow,
  icon: SupportAgent,
  recordRepresentation: (record: TicketRecord) => record.subject,
};
