import Box from '@mui/material/Box';
import { useRecordContext } from 'react-admin';
import { formatUsdFromDollars } from '@/common/money';
import { UserField } from '../UserField';
import { coinLabel } from './coins';
import { TYPE_LABELS, type TransactionRecord } from './kinds';
import { DetailItem } from '../DetailItem';
import { formatDateTime } from '@/common/date-format';
import { SenderTxidValue } from './SenderTxid';
import { TransactionStatusField } from './PayoutStatus';
import { TRANSACTION_TEXT as T } from './texts';

const when = (iso: string | null | undefined) => formatDateTime(iso) || '—';

/** A deposit's address: its own derived one (an on-chain quote), or one of our shared wallets. */
const addressLabel = (record: TransactionRecord) =>
  record.type !== 'deposit' ? T.destinationWallet : record.coin_amount ? T.ownDepositAddress : T.paidToOurWallet;

/** What a transaction is, read-only, above its edit form and on its detail page. */
export const TransactionSummary = () => {
  const record = useRecordContext<TransactionRecord>();
  if (!record) return null;
  const investment = record.type === 'investment';
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mb: 2 }}>
      <DetailItem label={T.type}>{investment ? T.investmentPlan(record.trnx_type) : TYPE_LABELS[record.type]}</DetailItem>
      <DetailItem label={T.user}>
        <UserField />
      </DetailItem>
      <DetailItem label={T.amount}>{formatUsdFromDollars(record.amount)}</DetailItem>
      <DetailItem label={T.status}>
        <TransactionStatusField link />
      </DetailItem>
      <DetailItem label={T.created}>{when(record.createdAt)}</DetailItem>
      <DetailItem label={T.lastChanged}>{when(record.updatedAt)}</DetailItem>
      {investment ? (
        <>
          <DetailItem label={T.dailyReturn}>{T.dailyReturnValue(String(record.roi ?? record.payment_address))}</DetailItem>
          <DetailItem label={T.duration}>{T.durationValue(Number(record.duration ?? record.payment_method))}</DetailItem>
          <DetailItem label={T.period}>{T.periodValue(record.start_date ?? '—', record.end_date ?? '—')}</DetailItem>
          <DetailItem label={T.daysPaid}>{record.accrued_days ?? 0}</DetailItem>
          <DetailItem label={T.profitPaid}>{formatUsdFromDollars(record.profit ?? 0)}</DetailItem>
          <DetailItem label={T.principalReturned}>{record.deposit_return ? T.yes : T.no}</DetailItem>
        </>
      ) : (
        <>
          <DetailItem label={T.coin}>{coinLabel(record.payment_method)}</DetailItem>
          <DetailItem label={addressLabel(record)}>
            <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {record.payment_address || '—'}
            </Box>
          </DetailItem>
          {record.type === 'deposit' && !record.coin_amount && (
            <DetailItem label={T.senderTxid}>
              <SenderTxidValue record={record} />
            </DetailItem>
          )}
          {record.type === 'withdraw' && (
            <DetailItem label={T.payoutReference}>
              {record.payout_reference ? (
                <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {record.payout_reference}
                </Box>
              ) : record.status === 'successful' ? (
                T.notRecorded
              ) : (
                T.notPaidYet
              )}
            </DetailItem>
          )}
        </>
      )}
    </Box>
  );
};
