import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link, Show, useCreatePath, useRecordContext } from 'react-admin';
import { coinBySymbol } from '@/common/coins';
import { formatUsdFromDollars } from '@/common/money';
import { ShowLoadError, loadErrorProps } from '../ui/LoadError';
import { formatDateTime } from '../ui/money';
import { useRole } from '../ui/roles';
import { ChainPaymentStatusField } from './ChainPaymentStatusField';
import { DepositFlagList } from './DepositFlags';
import { DepositLink } from './DepositLink';
import { DetailItem as Item, DetailList } from '../ui/DetailItem';
import { coinCode, confirmationsText, formatCoinAmount, formatRatePerCoin } from './format';
import { TxidLink } from './TxidLink';
import type { ChainPaymentRecord } from './types';

export const describeChainPayment = (record: Partial<ChainPaymentRecord> | undefined): string =>
  record?.coin ? `On-chain payment of ${formatCoinAmount(record.coin_amount, record.coin)}` : 'On-chain payment';

const PaymentTitle = () => <span>{describeChainPayment(useRecordContext<ChainPaymentRecord>())}</span>;

const Mono = ({ children }: { children: string }) => (
  <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
    {children}
  </Typography>
);

/** The owner, linked to their page (the payment carries their e-mail, not their name). */
const OwnerLink = ({ record }: { record: ChainPaymentRecord }) => {
  const createPath = useCreatePath();
  const { isAdmin } = useRole();
  if (!record.userid) return '—';
  return (
    <Link to={createPath({ resource: 'users', id: record.userid, type: isAdmin ? 'edit' : 'show' })} sx={{ overflowWrap: 'anywhere' }}>
      {record.user_name ? `${record.user_name}${record.user_email ? ` (${record.user_email})` : ''}` : record.user_email || record.userid}
    </Link>
  );
};

const PaymentDetails = () => {
  const record = useRecordContext<ChainPaymentRecord>();
  const ids = useId();
  if (!record) return null;
  const coin = coinBySymbol(record.coin);
  return (
    <>
      <Card component="section" aria-labelledby={`${ids}-payment`}>
        <CardContent>
          <Typography id={`${ids}-payment`} component="h1" variant="h5" gutterBottom>
            {describeChainPayment(record)}
          </Typography>
          <DetailList>
            <Item label="Status">
              <ChainPaymentStatusField status={record.status} />
            </Item>
            <Item label="Coin">{`${coin.name} (${coinCode(coin.symbol)}) on ${coin.network}`}</Item>
            <Item label="Amount received">{formatCoinAmount(record.coin_amount, record.coin)}</Item>
            <Item label="Confirmations">{confirmationsText(record.confirmations, record.required_confirmations)}</Item>
            <Item label="Seen at">{formatDateTime(record.seen_at)}</Item>
            <Item label="Credited at">{formatDateTime(record.credited_at) || 'Not credited'}</Item>
            <Item label="Block">{record.block_number === null ? 'Not in a block yet' : String(record.block_number)}</Item>
          </DetailList>
          <DetailList>
            <Item label="Transaction">
              <TxidLink txid={record.txid} url={record.explorer_url} />
            </Item>
            <Item label={record.coin === 'eth' ? 'Index' : 'Output index'}>{String(record.output_index)}</Item>
            <Item label="Paid to">
              <Mono>{record.address}</Mono>
            </Item>
          </DetailList>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby={`${ids}-deposit`} sx={{ mt: 2 }}>
        <CardContent>
          <Typography id={`${ids}-deposit`} component="h2" variant="h6" gutterBottom>
            Deposit and credit
          </Typography>
          <DetailList>
            <Item label="Deposit">
              <DepositLink id={record.transaction_id} />
            </Item>
            <Item label="User">
              <OwnerLink record={record} />
            </Item>
            <Item label="Quoted amount">{formatCoinAmount(record.quoted_coin_amount, record.coin)}</Item>
            <Item label="Quoted USD">{record.quoted_amount === null ? '—' : formatUsdFromDollars(record.quoted_amount)}</Item>
            <Item label="Credited USD">
              {record.credited_amount === null ? 'Not credited' : formatUsdFromDollars(record.credited_amount)}
            </Item>
            <Item label="Credited at the rate">{formatRatePerCoin(record.rate, record.coin)}</Item>
          </DetailList>
          <DetailList>
            <Item label="Flags">
              <DepositFlagList flags={record.flags} />
            </Item>
          </DetailList>
        </CardContent>
      </Card>
    </>
  );
};

/** One payment seen on a chain, every field, read-only for all staff. */
export const ChainPaymentShow = () => (
  <Show title={<PaymentTitle />} {...loadErrorProps} error={<ShowLoadError />} actions={false} component="div">
    <PaymentDetails />
  </Show>
);
