import Chip from '@mui/material/Chip';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@/common/validation/tickets';

// Light backgrounds with dark text (the investor area's chip palette, above 7:1 contrast):
// answered is the investor's turn (green), open waits for support (yellow), closed is grey.
const COLORS: Record<TicketStatus, { bg: string; fg: string }> = {
  answered: { bg: '#d1e7dd', fg: '#0f5132' },
  open: { bg: '#fff3cd', fg: '#664d03' },
  closed: { bg: '#e9ecef', fg: '#343a40' },
};

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { bg, fg } = COLORS[status];
  return <Chip size="small" label={TICKET_STATUS_LABELS[status]} sx={{ bgcolor: bg, color: fg, fontWeight: 600, borderRadius: 1.5 }} />;
}
