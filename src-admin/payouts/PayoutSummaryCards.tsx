import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { CoinSymbol } from '@/common/coins';
import { formatUsdFromDollars } from '@/common/money';
import type { AdminDataProvider, PayoutSummary } from '../dataProvider';
import { coinLabel } from '../ui/transactions/coins';
import { errorMessage, MSG } from '../ui/messages';
import { saveFile } from '@/src/utils/save-file';
import { PAYOUT_TEXT as T } from './texts';

/** Export CSV: the withdrawals of one coin ready to pay, read with the staff member's token, under the server's file name. */
const ExportButton = ({ coin, ready }: { coin: CoinSymbol; ready: number }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const download = useMutation({
    mutationFn: (of: CoinSymbol) => dataProvider.exportPayouts(of),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) => notify(T.exportFailed(errorMessage(error) ?? MSG.networkError), { type: 'error' }),
  });
  return (
    <Button
      size="small"
      startIcon={<FileDownloadOutlined />}
      onClick={() => download.mutate(coin)}
      disabled={download.isPending || ready === 0}
      aria-label={T.exportCsvOf(coinLabel(coin))}
    >
      {T.exportCsv}
    </Button>
  );
};

const CoinCard = ({ row }: { row: PayoutSummary[number] }) => {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ flex: '1 1 240px', minWidth: 0 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {coinLabel(row.coin)}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {T.readyToPay}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {T.withdrawals(row.ready_count)} · {formatUsdFromDollars(row.ready_total_usd)}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {T.awaitingApproval}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {T.withdrawals(row.awaiting_approval_count)} · {formatUsdFromDollars(row.awaiting_approval_total_usd)}
          </Typography>
        </Box>
      </CardContent>
      <CardActions>
        <ExportButton coin={row.coin} ready={row.ready_count} />
      </CardActions>
    </Card>
  );
};

/**
 * Per coin: the pending withdrawals ready to pay (approved, or under the two-person threshold)
 * and those awaiting an approval, each counted once, with the CSV export of the ready ones for
 * the payout run (GET /api/payouts/summary).
 */
export const PayoutSummaryCards = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const summary = useQuery({
    queryKey: ['payouts', 'summary'],
    queryFn: () => dataProvider.getPayoutSummary(),
    refetchOnWindowFocus: true,
    retry: false,
  });
  if (summary.isError) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {T.totalsFailed(errorMessage(summary.error) ?? MSG.networkError)}
      </Alert>
    );
  }
  if (!summary.data) return null;
  if (summary.data.length === 0) {
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        {T.nothingWaiting}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
      {summary.data.map((row) => (
        <CoinCard key={row.coin} row={row} />
      ))}
    </Box>
  );
};
