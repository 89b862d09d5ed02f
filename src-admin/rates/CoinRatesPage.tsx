import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import type { CoinRate } from '@/common/api/chain';
import { coinBySymbol } from '@/common/coins';
import type { AdminDataProvider } from '../dataProvider';
import { formatUsdRateFromDecimal } from '@/common/usd-format';
import { coinCode } from '../chain-payments/format';
import { DetailItem as Item, DetailList } from '../ui/DetailItem';
import { errorMessage } from '../ui/messages';
import { formatDateTime } from '../ui/money';
import { useRole } from '../ui/roles';
import { FallbackRateDialog } from './FallbackRateDialog';
import { RATES_TEXT as T } from './texts';

const RATES_KEY = ['chain', 'rates'] as const;

const Muted = ({ children }: { children: string }) => (
  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
    {children}
  </Typography>
);

/** One coin: the price source's last rate and when it was read, and the admin's fallback. */
const RateCard = ({ rate, onEdit }: { rate: CoinRate; onEdit?: () => void }) => {
  const coin = coinBySymbol(rate.coin);
  const code = coinCode(rate.coin);
  const titleId = `coin-rate-${rate.coin}`;
  const label = rate.fallback_usd ? T.changeFallback : T.setFallback;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {`${coin.name} (${code})`}
        </Typography>
        <DetailList>
          <Item label={T.liveRate}>
            {rate.live_usd ? T.perCoin(formatUsdRateFromDecimal(rate.live_usd), code) : rate.live_error ? T.unavailable : T.notReadYet}
            {rate.live_at && <Muted>{T.readAt(formatDateTime(rate.live_at))}</Muted>}
            {rate.live_error && rate.live_error_at && <Muted>{T.sourceFailed(formatDateTime(rate.live_error_at), rate.live_error)}</Muted>}
          </Item>
          <Item label={T.fallbackRate}>
            {rate.fallback_usd ? T.perCoin(formatUsdRateFromDecimal(rate.fallback_usd), code) : T.none}
            {rate.fallback_updated_at && <Muted>{T.setAt(formatDateTime(rate.fallback_updated_at))}</Muted>}
          </Item>
        </DetailList>
      </CardContent>
      {onEdit && (
        <CardActions>
          {/* the coin in its name: three cards, three buttons that must not sound alike */}
          <Button onClick={onEdit} aria-label={rate.fallback_usd ? T.changeFallbackFor(code) : T.setFallbackFor(code)}>
            {label}
          </Button>
        </CardActions>
      )}
    </Card>
  );
};

/**
 * Coin rates: each coin's live rate from the price source and the fallback an admin
 * set for when that source cannot be reached. Admins set or remove a fallback; support staff
 * read (the server refuses them anyway).
 */
export const CoinRatesPage = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { isAdmin } = useRole();
  const [editing, setEditing] = useState<CoinRate | null>(null);
  const { data, error, isPending } = useQuery({ queryKey: RATES_KEY, queryFn: () => dataProvider.getCoinRates(), retry: false });

  const saved = (rate: CoinRate) => {
    queryClient.setQueryData<CoinRate[]>(RATES_KEY, (rates) => rates?.map((r) => (r.coin === rate.coin ? rate : r)));
    setEditing(null);
    const code = coinCode(rate.coin);
    notify(rate.fallback_usd ? T.fallbackSaved(code, formatUsdRateFromDecimal(rate.fallback_usd)) : T.fallbackRemoved(code), {
      type: 'success',
    });
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={T.title} />
      <Typography component="h1" variant="h5">
        {T.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.intro}
        {!isAdmin && T.onlyAdmins}
      </Typography>
      <div aria-live="polite">
        {isPending && <CircularProgress size={28} aria-label={T.loading} />}
        {error && (
          <Alert severity="error" role="alert">
            {errorMessage(error) ?? T.loadFailed}
          </Alert>
        )}
      </div>
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {data.map((rate) => (
            <RateCard key={rate.coin} rate={rate} onEdit={isAdmin ? () => setEditing(rate) : undefined} />
          ))}
        </Box>
      )}
      {editing && <FallbackRateDialog rate={editing} onClose={() => setEditing(null)} onSaved={saved} />}
    </Box>
  );
};
