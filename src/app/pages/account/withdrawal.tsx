import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MIN_WITHDRAWAL_USD } from '@/common/transactions';
import { LoadError } from '@/src/components/ui/load-error';
import { PageHeader } from '@/src/components/ui/page-header';
import { formatUsdFromDollars } from '@/common/money';
import { useMe } from '@/src/lib/auth/me';
import { KycNeededNotice } from '@/src/features/withdrawal/components/kyc-needed-notice';
import { SecurityHoldNotice } from '@/src/features/withdrawal/components/security-hold-notice';
import { WithdrawalForm } from '@/src/features/withdrawal/components/withdrawal-form';
import { useSecurityHold } from '@/src/features/withdrawal/utils/use-security-hold';

/** /account/withdrawal. */
export function WithdrawalPage() {
  const me = useMe();
  // after a security change the form stays, but Withdraw waits for the pause to end
  const hold = useSecurityHold(me.data);
  const holdNoticeId = useId();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageHeader title="Withdraw" subtitle="Send funds from your balance to your own wallet." />
      {hold && <SecurityHoldNotice id={holdNoticeId} hold={hold} />}
      {me.isError && <LoadError error={me.error} what="Your balance" onRetry={() => void me.refetch()} />}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ mb: 3 }}>
          <Typography color="text.secondary" id="withdrawal-balance-label">
            Available balance
          </Typography>
          <Typography
            component="p"
            aria-labelledby="withdrawal-balance-label"
            sx={{ fontSize: 32, fontWeight: 800 }}
            data-testid="withdrawal-balance"
          >
            {me.data ? formatUsdFromDollars(me.data.acct_bal) : me.isError ? '—' : <Skeleton width={160} />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            The minimum withdrawal is {MIN_WITHDRAWAL_USD}.00 USD.
          </Typography>
        </Box>
        <KycNeededNotice profile={me.data} />
        <WithdrawalForm profile={me.data} paused={hold && { until: hold.until, noticeId: holdNoticeId }} />
      </Paper>
    </Stack>
  );
}
