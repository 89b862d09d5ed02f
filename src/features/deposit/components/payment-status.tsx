import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import type { Transaction } from '@/src/types/transaction';
import { ON_CHAIN_TEXT } from '../texts';

type Progress = Pick<Transaction, 'status' | 'confirmations' | 'required_confirmations'>;

/** What the polled deposit says: waiting, seen with n of N confirmations, credited, or failed. */
export function paymentStatusText(t: Progress): string {
  if (t.status === 'successful') return ON_CHAIN_TEXT.credited;
  if (t.status === 'failed') return ON_CHAIN_TEXT.failed;
  if (t.confirmations === null || t.confirmations === undefined) return ON_CHAIN_TEXT.waiting;
  return ON_CHAIN_TEXT.seen(t.confirmations, t.required_confirmations ?? 0);
}

function StatusIcon({ status }: { status: string }) {
  if (status === 'successful') return <CheckCircle color="success" aria-hidden />;
  if (status === 'failed') return <ErrorOutline color="error" aria-hidden />;
  return <CircularProgress size={20} aria-hidden />;
}

/** The one live region of the payment dialog: only a change of status is announced. */
export function PaymentStatus({ t }: { t: Progress }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
      <StatusIcon status={t.status} />
      <Typography role="status" aria-live="polite" aria-atomic="true" sx={{ fontWeight: 600 }}>
        {paymentStatusText(t)}
      </Typography>
    </Box>
  );
}
