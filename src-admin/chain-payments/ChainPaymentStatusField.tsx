import Chip from '@mui/material/Chip';
import type { ChainPaymentStatus } from '@/common/chain/coins';
import type { StatusTone } from '@/common/status-tone';
import { STATUS_TONE_COLOURS } from '../ui/StatusField';
import { CHAIN_PAYMENT_STATUS_LABEL } from './texts';

export { CHAIN_PAYMENT_STATUS_LABEL };

/** The transactions' status colours (ui/StatusField.tsx): credited green, seen (still confirming) yellow, dropped grey. */
const TONE: Record<ChainPaymentStatus, StatusTone> = { credited: 'success', seen: 'pending', dropped: 'neutral' };

export const ChainPaymentStatusField = ({ status }: { status: ChainPaymentStatus }) => (
  <Chip
    size="small"
    label={Object.hasOwn(CHAIN_PAYMENT_STATUS_LABEL, status) ? CHAIN_PAYMENT_STATUS_LABEL[status] : status}
    sx={{ fontWeight: 500, ...STATUS_TONE_COLOURS[TONE[status]] }}
  />
);
