import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { formatUsdFromDollars } from '@/common/money';
import { StatusField } from '../ui/StatusField';
import { UserField } from '../ui/UserField';
import { coinLabel } from './coins';
import { TYPE_LABELS, type TransactionRecord } from './kinds';

const when = (iso: string | null | undefined) =>
  iso
    ? new Date(iso).toLocaleString('en-US', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    : '—';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="div" sx={{ minWidth: 180 }}>
    <Typography component="dt" variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
      {children}
    </Typography>
  </Box>
);

/** What a transaction is, read-only, above its edit form and on its detail page. */
export const TransactionSummary = () => {
  const record = useRecordContext<TransactionRecord>();
  if (!record) return null;
  const investment = record.type === 'investment';
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mb: 2 }}>
      <Item label="Type">{investment ? `Investment: ${record.trnx_type}` : TYPE_LABELS[record.type]}</Item>
      <Item label="User">
        <UserField />
      </Item>
      <Item label="Amount">{formatUsdFromDollars(record.amount)}</Item>
      <Item label="Status">
        <StatusField />
      </Item>
      <Item label="Created">{when(record.createdAt)}</Item>
      <Item label="Last changed">{when(record.updatedAt)}</Item>
      {investment ? (
        <>
          <Item label="Daily return">{record.roi ?? record.payment_address}%</Item>
          <Item label="Duration">{record.duration ?? record.payment_method} days</Item>
          <Item label="Period">
            {record.start_date ?? '—'} to {record.end_date ?? '—'}
          </Item>
          <Item label="Days paid">{record.accrued_days ?? 0}</Item>
          <Item label="Profit paid">{formatUsdFromDollars(record.profit ?? 0)}</Item>
          <Item label="Principal returned at maturity">{record.deposit_return ? 'Yes' : 'No'}</Item>
        </>
      ) : (
        <>
          <Item label="Coin">{coinLabel(record.payment_method)}</Item>
          <Item
            label={record.type !== 'deposit' ? 'Destination wallet' : record.coin_amount ? 'Its own deposit address' : 'Paid to our wallet'}
          >
            <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {record.payment_address || '—'}
            </Box>
          </Item>
          {record.type === 'withdraw' && (
            <Item label="Payout reference">
              {record.payout_reference ? (
                <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {record.payout_reference}
                </Box>
              ) : record.status === 'successful' ? (
                'Not recorded'
              ) : (
                'Not paid yet'
              )}
            </Item>
          )}
        </>
      )}
    </Box>
  );
};
