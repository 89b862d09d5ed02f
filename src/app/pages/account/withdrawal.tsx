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
import { formatterFor } from '@/common/i18n/formatters';
import { ACCOUNT_PAGES_TEXT as T } from './texts';

/** The minimum as the page has always written it ('100.00'), in the reader's way with decimals. */
const twoDecimals = formatterFor((t) => new Intl.NumberFormat(t.number, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** /account/withdrawal. */
export function WithdrawalPage() {
  const me = useMe();
  // after a security change the form stays, but Withdraw waits for the pause to end
  const hold = useSecurityHold(me.data);
  const holdNoticeId = useId();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageHeader title={T.withdrawTitle} subtitle={T.withdrawSubtitle} />
      {hold && <SecurityHoldNotice id={holdNoticeId} hold={hold} />}
      {me.isError && <LoadError error={me.error} what={T.yourBalance} onRetry={() => void me.refetch()} />}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ mb: 3 }}>
          <Typography color="text.secondary" id="withdrawal-balance-label">
            {T.availableBalance}
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
            {T.minimumWithdrawal(twoDecimals().format(MIN_WITHDRAWAL_USD))}
          </Typography>
        </Box>
        <KycNeededNotice profile={me.data} />
        <WithdrawalForm profile={me.data} paused={hold && { until: hold.until, noticeId: holdNoticeId }} />
      </Paper>
    </Stack>
  );
}
