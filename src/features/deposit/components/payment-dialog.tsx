import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paymentUri } from '@/common/chain/payment-uri';
import type { Coin } from '@/common/coins';
import { MSG } from '@/common/messages';
import { TRANSACTIONS_QUERY_KEY } from '@/src/lib/transaction-page';
import type { Transaction } from '@/src/types/transaction';
import { splitMessage } from '@/src/utils/split-message';
import { ME_QUERY_KEY } from '@/src/lib/auth/me';
import { isSettled, useDeposit } from '../api/get-deposit';
import { useDepositOptions } from '../api/get-deposit-options';
import { ON_CHAIN_TEXT } from '../texts';
import { CopyAddress } from './copy-address';
import { CopyField } from './copy-field';
import { PaymentQr } from './payment-qr';
import { PaymentStatus } from './payment-status';
import { QuoteCountdown } from './quote-countdown';

/** A deposit the server quoted: its own address and the exact coin amount (both always set on an on-chain deposit). */
export type QuotedDeposit = Transaction & { payment_address: string; coin_amount: string };

export const isQuoted = (t: Transaction): t is QuotedDeposit => !!t.payment_address && !!t.coin_amount;

/**
 * After 'Confirm the Deposit' for a coin watched on its chain: where to send how
 * much (Copy, a QR code), how long the amount holds, which network, and the payment's status,
 * polled while the dialog is open. Mounted only while open, so closing it stops the polling;
 * the deposit stays pending in Activity.
 */
export function PaymentDialog({ coin, created, onClose }: { coin: Coin; created: QuotedDeposit; onClose: () => void }) {
  const queryClient = useQueryClient();
  const processing = splitMessage(MSG.depositSuccess);
  const deposit = useDeposit(created).data;
  const settled = isSettled(deposit);
  // a token's payment URI names its contract, as the server is configured (TRON_USDT_CONTRACT)
  const option = useDepositOptions().data?.find((o) => o.symbol === coin.symbol);
  const contract = option?.token_contract ?? undefined;
  const uriReady = option !== undefined || coin.symbol !== 'usdt';

  // credited: the balance and the activity list changed behind the dialog
  useEffect(() => {
    if (deposit.status !== 'successful') return;
    void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [deposit.status, queryClient]);

  const close = () => {
    // Activity shows how far the payment has come since the list was last read
    void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY });
    onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby="deposit-payment-title"
      aria-describedby="deposit-payment-processing"
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { sx: { m: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <DialogTitle id="deposit-payment-title">{ON_CHAIN_TEXT.paymentTitle(coin)}</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography id="deposit-payment-processing">
            <strong>{processing.title}</strong> {processing.text}
          </Typography>
          <PaymentStatus t={deposit} />
          <CopyField label={ON_CHAIN_TEXT.amountLabel} value={created.coin_amount} unit={coin.symbol.toUpperCase()} />
          {!settled && created.quote_expires_at && <QuoteCountdown expiresAt={created.quote_expires_at} />}
          <CopyAddress address={created.payment_address} label={ON_CHAIN_TEXT.addressLabel(coin)} />
          <Alert severity="warning">{ON_CHAIN_TEXT.networkWarning(coin)}</Alert>
          {uriReady && (
            <PaymentQr
              uri={paymentUri(coin.symbol, created.payment_address, created.coin_amount, contract)}
              alt={ON_CHAIN_TEXT.qrAlt(coin)}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={close} autoFocus>
          {ON_CHAIN_TEXT.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
