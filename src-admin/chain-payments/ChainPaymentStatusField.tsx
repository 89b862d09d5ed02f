import Chip from '@mui/material/Chip';
import type { ChainPaymentStatus } from '@/common/chain/coins';
import type { StatusTone } from '@/common/status-tone';
import { STATUS_TONE_COLOURS } from '../ui/StatusField';

export const CHAIN_PAYMENT_STATUS_LABEL: Record<ChainPaymentStatus, string> = {
  seen: 'Seen',
  credited: 'Credited',
  dropped: 'Dropped',
};

/** The transactions' status colours (ui/StatusField.tsx): credited green, seen (still confirming) yellow, dropped grey. */
const TONE: Record<ChainPaymentStatus, StatusTone> = { credited: 'success', seen: 'pending', dropped: 'neutral' };

export const ChainPaymentStatusField = ({ status }: { status: ChainPaymentStatus }) => (
  <Chip size="small" label={CHAIN_PAYMENT_STATUS_LABEL[status] ?? status} sx={{ fontWeight: 500, ...STATUS_TONE_COLOURS[TONE[status]] }} />
);
