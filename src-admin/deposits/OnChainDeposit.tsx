import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import { formatUsdFromDollars } from '@/common/money';
import { DepositFlagList } from '../chain-payments/DepositFlags';
import { DetailItem as Item, DetailList } from '../ui/DetailItem';
import { coinOfMethod, confirmationsText, formatCoinAmount, formatRatePerCoin } from '../chain-payments/format';
import type { TransactionRecord } from '../ui/transactions/kinds';
import { formatDateTime } from '../ui/money';
import { DEPOSIT_TEXT as T } from './texts';

/** The payments list filtered to one deposit: `/admin/chain-payments?filter={"transaction_id":…}`. */
export const chainPaymentsOfDeposit = (listPath: string, depositId: string) =>
  `${listPath}?${new URLSearchParams({ filter: JSON.stringify({ transaction_id: depositId }) }).toString()}`;

const quoteExpiry = (record: TransactionRecord) => {
  if (!record.quote_expires_at) return '—';
  const at = formatDateTime(record.quote_expires_at);
  return Date.parse(record.quote_expires_at) < Date.now() ? T.expired(at) : at;
};

/**
 * A deposit paid to its own derived address: what was quoted, how far the payment
 * has confirmed, and what the watcher saw. Beside, not instead of, the admin's approve and
 * fail: those stay on the record as they were.
 */
export const OnChainDeposit = () => {
  const record = useRecordContext<TransactionRecord>();
  const createPath = useCreatePath();
  const titleId = useId();
  if (!record || record.type !== 'deposit' || !record.coin_amount) return null;
  const coin = coinOfMethod(record.payment_method);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 2, width: '100%' }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {T.onChainTitle}
      </Typography>
      <DetailList>
        <Item label={T.quotedAmount}>{formatCoinAmount(record.coin_amount, coin)}</Item>
        <Item label={T.quoteRate}>{formatRatePerCoin(record.quote_rate, coin)}</Item>
        <Item label={T.quotedUsd}>{typeof record.quoted_amount === 'number' ? formatUsdFromDollars(record.quoted_amount) : '—'}</Item>
        <Item label={T.quoteExpires}>{quoteExpiry(record)}</Item>
        <Item label={T.confirmations}>
          {record.confirmations === null || record.confirmations === undefined
            ? T.noPaymentYet
            : confirmationsText(record.confirmations, record.required_confirmations)}
        </Item>
        <Item label={T.flags}>
          <DepositFlagList flags={record.deposit_flags} />
        </Item>
      </DetailList>
      <Link to={chainPaymentsOfDeposit(createPath({ resource: 'chain-payments', type: 'list' }), record.id)}>{T.seePayments}</Link>
    </Box>
  );
};
