import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Coin } from '@/common/coins';
import { formatUsdFromDollars } from '@/common/money';
import type { useDepositWallets } from '../api/get-deposit-wallets';
import { CopyAddress } from './copy-address';

/** The coin's shared wallet, looked up while the dialog is open (the flow before issue 14). */
export function SharedWalletAddress({
  coin,
  amount,
  wallets,
  address,
}: {
  coin: Coin;
  amount: number;
  wallets: ReturnType<typeof useDepositWallets>;
  address: string | undefined;
}) {
  return (
    <>
      <Typography>
        Send <strong>{formatUsdFromDollars(amount)}</strong> worth of <strong>{coin.name}</strong> to the address below, then confirm. Your
        balance is credited once the payment is confirmed on the blockchain.
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
    </>
  );
}
