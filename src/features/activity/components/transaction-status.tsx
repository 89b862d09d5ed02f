import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusChip } from '@/src/components/ui/status-chip';
import type { Transaction } from '@/src/types/transaction';
import { chainProgressOf } from '../utils/chain-progress';

/** The status chip, and under it how far a pending on-chain deposit has come. */
export function TransactionStatus({ t, align = 'flex-start' }: { t: Transaction; align?: 'flex-start' | 'flex-end' }) {
  const progress = chainProgressOf(t);
  if (!progress) return <StatusChip status={t.status} />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: align }}>
      <StatusChip status={t.status} />
      <Typography component="span" variant="body2" color="text.secondary" sx={{ textAlign: align === 'flex-end' ? 'right' : 'left' }}>
        {progress}
      </Typography>
    </Stack>
  );
}
