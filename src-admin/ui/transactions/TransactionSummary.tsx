import Box from '@mui/material/Box';
import { useRecordContext } from 'react-admin';
import { formatUsdFromDollars } from '@/common/money';
import { UserField } from '../UserField';
import { coinLabel } from './coins';
import { TYPE_LABELS, type TransactionRecord } from './kinds';
import { DetailItem } from '../DetailItem';
import { formatDateTime } from '@/common/date-format';
import { SENDER_TXID_LABEL, SenderTxidValue } from './SenderTxid';
import { TransactionStatusField } from './PayoutStatus';

const when = (iso: string | null | undefined) => formatDateTime(iso) || '—';

/** What a transaction is, read-only, above its edit form and on its detail page. */
export const TransactionSummary = () => {
  const record = useRecordContext<TransactionRecord>();
  if (!record) return null;
  const investment = record.type === 'investment';
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mb: 2 }}>
      <DetailItem label="Type">{investment ? `Investment: ${record.trnx_type}` : TYPE_LABELS[record.type]}</DetailItem>
      <DetailItem label="User">
        <UserField />
      </DetailItem>
      <DetailItem label="Amount">{formatUsdFromDollars(record.amount)}</DetailItem>
      <DetailItem label="Status">
        <TransactionStatusField link />
      </DetailItem>
      <DetailItem label="Created">{when(record.createdAt)}</DetailItem>
      <DetailItem label="Last changed">{when(record.updatedAt)}</DetailItem>
      {investment ? (
        <>
          <DetailItem label="Daily return">{record.roi ?? record.payment_address}%</DetailItem>
          <DetailItem label="Duration">{record.duration ?? record.payment_method} days</DetailItem>
          <DetailItem label="Period">
            {record.start_date ?? '—'} to {record.end_date ?? '—'}
          </DetailItem>
          <DetailItem label="Days paid">{record.accrued_days ?? 0}</DetailItem>
          <DetailItem label="Profit paid">{formatUsdFromDollars(record.profit ?? 0)}</DetailItem>
          <DetailItem label="Principal returned at maturity">{record.deposit_return ? 'Yes' : 'No'}</DetailItem>
        </>
      ) : (
        <>
          <DetailItem label="Coin">{coinLabel(record.payment_method)}</DetailItem>
          <DetailItem
            label={record.type !== 'deposit' ? 'Destination wallet' : record.coin_amount ? 'Its own deposit address' : 'Paid to our wallet'}
          >
            <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {record.payment_address || '—'}
            </Box>
          </DetailItem>
          {record.type === 'deposit' && !record.coin_amount && (
            <DetailItem label={SENDER_TXID_LABEL}>
              <SenderTxidValue record={record} />
            </DetailItem>
          )}
          {record.type === 'withdraw' && (
            <DetailItem label="Payout reference">
              {record.payout_reference ? (
                <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {record.payout_reference}
                </Box>
              ) : record.status === 'successful' ? (
                'Not recorded'
              ) : (
                'Not paid yet'
              )}
            </DetailItem>
          )}
        </>
      )}
    </Box>
  );
};
