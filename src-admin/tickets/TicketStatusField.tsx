import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@/common/validation/tickets';

/** Colours with at least 4.5:1 contrast: open waits for staff (yellow), answered for the investor (green), closed grey. */
const TONES: Record<TicketStatus, { bgcolor: string; color: string }> = {
  open: { bgcolor: '#fff4d6', color: '#6b4500' },
  answered: { bgcolor: '#e6f4ea', color: '#1e5631' },
  closed: { bgcolor: '#eceff1', color: '#37474f' },
};

export const TicketStatusField = (_props: { label?: string }) => {
  const record = useRecordContext<{ status?: TicketStatus }>();
  const status = record?.status;
  if (!status || !(status in TONES)) return null;
  return <Chip size="small" label={TICKET_STATUS_LABELS[status]} sx={{ fontWeight: 500, ...TONES[status] }} />;
};
