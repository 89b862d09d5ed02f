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
import { CHAIN_PAYMENT_TEXT as T } from './texts';
import { TxidLink } from './TxidLink';
import type { ChainPaymentRecord } from './types';

export const describeChainPayment = (record: Partial<ChainPaymentRecord> | undefined): string =>
  record?.coin ? T.paymentOf(formatCoinAmount(record.coin_amount, record.coin)) : T.payment;

const PaymentTitle = () => <span>{describeChainPayment(useRecordContext<ChainPaymentRecord>())}</span>;

const Mono = ({ children }: { children: string }) => (
  <Typography component="span" variant="body2" dir="ltr" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
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
            <Item label={T.status}>
              <ChainPaymentStatusField status={record.status} />
            </Item>
            <Item label={T.coin}>{T.coinOnNetwork(coin.name, coinCode(coin.symbol), coin.network)}</Item>
            <Item label={T.amountReceived}>{formatCoinAmount(record.coin_amount, record.coin)}</Item>
            <Item label={T.confirmations}>{confirmationsText(record.confirmations, record.required_confirmations)}</Item>
            <Item label={T.seenAt}>{formatDateTime(record.seen_at)}</Item>
            <Item label={T.creditedAt}>{formatDateTime(record.credited_at) || T.notCredited}</Item>
            <Item label={T.block}>{record.block_number === null ? T.notInBlock : String(record.block_number)}</Item>
          </DetailList>
          <DetailList>
            <Item label={T.transaction}>
              <TxidLink txid={record.txid} url={record.explorer_url} />
            </Item>
            <Item label={record.coin === 'eth' ? T.index : T.outputIndex}>{String(record.output_index)}</Item>
            <Item label={T.paidTo}>
              <Mono>{record.address}</Mono>
            </Item>
          </DetailList>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby={`${ids}-deposit`} sx={{ mt: 2 }}>
        <CardContent>
          <Typography id={`${ids}-deposit`} component="h2" variant="h6" gutterBottom>
            {T.depositAndCredit}
          </Typography>
          <DetailList>
            <Item label={T.deposit}>
              <DepositLink id={record.transaction_id} />
            </Item>
            <Item label={T.user}>
              <OwnerLink record={record} />
            </Item>
            <Item label={T.quotedAmount}>{formatCoinAmount(record.quoted_coin_amount, record.coin)}</Item>
            <Item label={T.quotedUsd}>{record.quoted_amount === null ? '—' : formatUsdFromDollars(record.quoted_amount)}</Item>
            <Item label={T.creditedUsd}>
              {record.credited_amount === null ? T.notCredited : formatUsdFromDollars(record.credited_amount)}
            </Item>
            <Item label={T.creditedAtRate}>{formatRatePerCoin(record.rate, record.coin)}</Item>
          </DetailList>
          <DetailList>
            <Item label={T.flags}>
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
