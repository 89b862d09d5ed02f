import Chip from '@mui/material/Chip';
import type { ChainPaymentStatus } from '@/common/chain/coins';

export const CHAIN_PAYMENT_STATUS_LABEL: Record<ChainPaymentStatus, string> = {
  seen: 'Seen',
  credited: 'Credited',
  dropped: 'Dropped',
};

/**
 * The transactions' status colours (ui/StatusField.tsx, 4.5:1 contrast): credited green, seen
 * (still confirming) yellow, dropped from the chain grey.
 */
const TONE: Record<ChainPaymentStatus, { bgcolor: string; color: string }> = {
  credited: { bgcolor: '#e6f4ea', color: '#1e5631' },
  seen: { bgcolor: '#fff4d6', color: '#6b4500' },
  dropped: { bgcolor: '#eceff1', color: '#37474f' },
};

export const ChainPaymentStatusField = ({ status }: { status: ChainPaymentStatus }) => (
  <Chip size="small" label={CHAIN_PAYMENT_STATUS_LABEL[status] ?? status} sx={{ fontWeight: 500, ...TONE[status] }} />
);
