import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { COINS } from '@/common/coins';
import { formatUsdFromDollars } from '@/common/money';
import { useDepositWallets } from '../api/get-deposit-wallets';
import { CopyAddress } from './copy-address';

type Coin = (typeof COINS)[number];

/**
 * Step two of a deposit: the coin's wallet address (a loading state while it is looked up,
 * DESIGN.md section 6), Copy, 'Confirm the Deposit' and 'Cancel Order'.
 */
export function DepositConfirmDialog({
  open,
  coin,
  amount,
  submitting,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  coin: Coin;
  amount: number;
  submitting: boolean;
  onCancel: () => void;
  onConfirm: (address: string) => void;
}) {
  const wallets = useDepositWallets(coin.symbol, open);
  const address = wallets.data?.[0]?.address;

  return (
    <Dialog open={open} onClose={submitting ? undefined : onCancel} aria-labelledby="deposit-confirm-title" maxWidth="sm" fullWidth>
      <DialogTitle id="deposit-confirm-title">Confirm your deposit</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            Send <strong>{formatUsdFromDollars(amount)}</strong> worth of <strong>{coin.name}</strong> to the address below, then confirm.
            Your balance is credited once the payment is confirmed on the blockchain.
          </Typography>
          {wallets.isPending ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
              <CircularProgress size={24} aria-label="Loading the deposit address" />
              <Typography color="text.secondary">Fetching the {coin.name} deposit address…</Typography>
            </Box>
          ) : wallets.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void wallets.refetch()}>
                  Retry
                </Button>
              }
            >
              The deposit address could not be loaded. Check your connection and try again.
            </Alert>
          ) : address ? (
            <CopyAddress address={address} label={`${coin.name} deposit address`} />
          ) : (
            <Alert severity="warning">
              No {coin.name} deposit address is available right now. Please choose another coin or try again later.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={submitting} color="inherit">
          Cancel Order
        </Button>
        <Button
          variant="contained"
          onClick={() => address && onConfirm(address)}
          disabled={!address || submitting}
          aria-busy={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-label="Submitting" /> : undefined}
        >
          Confirm the Deposit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
