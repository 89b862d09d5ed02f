import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { paymentUri } from '@/common/chain/payment-uri';
import type { Coin } from '@/common/coins';
import { formatUsdFromDollars } from '@/common/money';
import { isPlaceholderWalletAddress } from '@/common/placeholder-wallets';
import type { useDepositRate } from '../api/get-deposit-rate';
import type { useDepositWallets } from '../api/get-deposit-wallets';
import { useDepositOptions } from '../api/get-deposit-options';
import { ON_CHAIN_TEXT, SHARED_WALLET_TEXT } from '../texts';
import { sharedWalletCoinAmount } from '../utils/shared-wallet-amount';
import { CopyAddress } from './copy-address';
import { Emphasised } from './emphasised';
import { PaymentQr } from './payment-qr';
import { SharedWalletQuote } from './shared-wallet-quote';

/** What a wallet app scans: the address with the coin amount when a rate is known, else the bare address. */
function WalletQr({ coin, address, coinAmount }: { coin: Coin; address: string; coinAmount: string | undefined }) {
  // a token's payment URI names its contract, as the server is configured (TRON_USDT_CONTRACT)
  const options = useDepositOptions();
  const contract = options.data?.find((o) => o.symbol === coin.symbol)?.token_contract ?? undefined;
  if (coinAmount && coin.symbol === 'usdt' && options.isPending) return null;
  const uri = coinAmount ? paymentUri(coin.symbol, address, coinAmount, contract) : address;
  return <PaymentQr uri={uri} alt={SHARED_WALLET_TEXT.qrAlt(coin)} />;
}

/**
 * The coin's shared wallet, looked up while the dialog is open (the flow for coins not watched on their chain):
 * what to send (the dollars and, at a known rate, about how much coin), where (Copy, a QR
 * code), on which network, and a warning when the wallet is one of the seed's demo addresses.
 */
export function SharedWalletAddress({
  coin,
  amount,
  wallets,
  rate,
  address,
}: {
  coin: Coin;
  amount: number;
  wallets: ReturnType<typeof useDepositWallets>;
  rate: ReturnType<typeof useDepositRate>;
  address: string | undefined;
}) {
  const usd = rate.data?.usd;
  const coinAmount = usd ? sharedWalletCoinAmount(amount, usd, coin.symbol) : undefined;
  return (
    <>
      <Typography>
        <Emphasised write={(usd, name) => SHARED_WALLET_TEXT.sendIntro(usd, name)} parts={[formatUsdFromDollars(amount), coin.name]} />
      </Typography>
      <SharedWalletQuote coin={coin} amount={amount} rate={rate} />
      {wallets.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
          <CircularProgress size={24} aria-label={SHARED_WALLET_TEXT.addressLoading} />
          <Typography color="text.secondary">{SHARED_WALLET_TEXT.addressFetching(coin)}</Typography>
        </Box>
      ) : wallets.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void wallets.refetch()}>
              {SHARED_WALLET_TEXT.retry}
            </Button>
          }
        >
          {SHARED_WALLET_TEXT.addressFailed}
        </Alert>
      ) : address ? (
        <>
          {isPlaceholderWalletAddress(address) && (
            <Alert severity="error" data-testid="placeholder-wallet-warning">
              {SHARED_WALLET_TEXT.placeholder(coin)}
            </Alert>
          )}
          <CopyAddress address={address} label={SHARED_WALLET_TEXT.addressLabel(coin)} />
          <Alert severity="warning">{ON_CHAIN_TEXT.networkWarning(coin)}</Alert>
          {!rate.isPending && <WalletQr coin={coin} address={address} coinAmount={coinAmount} />}
        </>
      ) : (
        <Alert severity="warning">{SHARED_WALLET_TEXT.noAddress(coin)}</Alert>
      )}
    </>
  );
}
