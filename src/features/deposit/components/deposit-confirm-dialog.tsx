import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Coin } from '@/common/coins';
import { formatUsdFromDollars } from '@/common/money';
import { normalizeSenderTxid, senderTxidIssue } from '@/common/validation/sender-txid';
import { useDepositRate } from '../api/get-deposit-rate';
import { useDepositWallets } from '../api/get-deposit-wallets';
import { DEPOSIT_TEXT, ON_CHAIN_TEXT } from '../texts';
import { SenderTxidField } from './sender-txid-field';
import { SharedWalletAddress } from './shared-wallet-address';

/** A coin watched on its chain: no address yet; it and the exact amount come after confirming. */
function OnChainIntro({ coin, amount }: { coin: Coin; amount: number }) {
  return (
    <>
      <Typography>{ON_CHAIN_TEXT.confirmIntro(formatUsdFromDollars(amount), coin)}</Typography>
      <Typography color="text.secondary">{ON_CHAIN_TEXT.confirmNote}</Typography>
    </>
  );
}

/**
 * Step two of a deposit: the coin's wallet address (a loading state while it is looked up,
 * never a blank), Copy, 'Confirm the Deposit' and 'Cancel Order'. For a coin watched
 * on its chain (`onChain`) nothing is looked up: confirming asks the server for a fresh
 * address and a quote, so `onConfirm` gets no address. To a shared wallet, the sender may
 * give the payment's transaction hash, checked in the coin's format before it is sent.
 */
export function DepositConfirmDialog({
  open,
  coin,
  amount,
  onChain,
  submitting,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  coin: Coin;
  amount: number;
  onChain: boolean;
  submitting: boolean;
  onCancel: () => void;
  onConfirm: (address?: string, senderTxid?: string) => void;
}) {
  const wallets = useDepositWallets(coin.symbol, open && !onChain);
  const rate = useDepositRate(coin.symbol, open && !onChain);
  const address = wallets.data?.[0]?.address;
  const canConfirm = onChain || !!address;
  const [txid, setTxid] = useState('');
  const [txidError, setTxidError] = useState<string | null>(null);
  // each deposit starts with an empty hash (reset while rendering, as React advises over an effect)
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setTxid('');
    setTxidError(null);
  }

  const confirm = () => {
    if (!canConfirm) return;
    if (onChain) return onConfirm(undefined);
    const given = txid.trim();
    const issue = given ? senderTxidIssue(coin.symbol, given) : undefined;
    setTxidError(issue ?? null);
    if (!issue) onConfirm(address, given ? normalizeSenderTxid(given) : undefined);
  };

  return (
    <Dialog open={open} onClose={submitting ? undefined : onCancel} aria-labelledby="deposit-confirm-title" maxWidth="sm" fullWidth>
      <DialogTitle id="deposit-confirm-title">{DEPOSIT_TEXT.confirmTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {onChain ? (
            <OnChainIntro coin={coin} amount={amount} />
          ) : (
            <>
              <SharedWalletAddress coin={coin} amount={amount} wallets={wallets} rate={rate} address={address} />
              {address && (
                <SenderTxidField
                  value={txid}
                  error={txidError}
                  disabled={submitting}
                  onChange={(value) => {
                    setTxid(value);
                    setTxidError(null);
                  }}
                />
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={submitting} color="inherit">
          {DEPOSIT_TEXT.cancelOrder}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={!canConfirm || submitting}
          aria-busy={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-label={DEPOSIT_TEXT.submitting} /> : undefined}
        >
          {DEPOSIT_TEXT.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
