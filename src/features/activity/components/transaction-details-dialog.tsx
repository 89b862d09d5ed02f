import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '@/common/date-format';
import { formatUsdFromDollars } from '@/common/money';
import { ACTIVITY_TEXT } from '../texts';
import type { Transaction } from '@/src/types/transaction';
import { formatPercent } from '@/src/features/plans/utils/plan-figures';
import { addressOf, coinOf, payoutReferenceOf, transactionName } from '../utils/transaction-details';
import { canShowPayment } from './payment-again';
import { maySetSenderTxid, SenderTxidForm } from './sender-txid-form';
import { TransactionMovements } from './transaction-movements';
import { TransactionStatus } from './transaction-status';

/** The record's fields that mean something for its type, each labelled. */
function fieldsOf(t: Transaction): [string, ReactNode][] {
  const fields: [string, ReactNode][] = [
    [ACTIVITY_TEXT.date, formatDateTime(t.createdAt)],
    [ACTIVITY_TEXT.type, ACTIVITY_TEXT.typeName(t.type)],
    [ACTIVITY_TEXT.amount, formatUsdFromDollars(t.amount)],
    [ACTIVITY_TEXT.status, <TransactionStatus key="status" t={t} />],
  ];
  const coin = coinOf(t);
  if (coin) fields.push([ACTIVITY_TEXT.coin, coin]);
  if (t.type === 'deposit' && t.coin_amount) fields.push([ACTIVITY_TEXT.coinAmount, t.coin_amount]);
  const address = addressOf(t);
  if (address) fields.push([t.type === 'deposit' ? ACTIVITY_TEXT.depositAddress : ACTIVITY_TEXT.payoutAddress, address]);
  if (t.type === 'deposit' && t.sender_txid) fields.push([ACTIVITY_TEXT.senderTxid, t.sender_txid]);
  const reference = payoutReferenceOf(t);
  if (reference) fields.push([ACTIVITY_TEXT.payoutReference, reference]);
  if (t.type === 'investment') {
    fields.push([ACTIVITY_TEXT.plan, t.trnx_type]);
    if (typeof t.roi === 'number') fields.push([ACTIVITY_TEXT.dailyReturn, formatPercent(t.roi)]);
    if (typeof t.duration === 'number') fields.push([ACTIVITY_TEXT.duration, ACTIVITY_TEXT.days(t.duration)]);
    if (t.start_date) fields.push([ACTIVITY_TEXT.started, formatDate(t.start_date)]);
    if (t.end_date) fields.push([ACTIVITY_TEXT.ends, formatDate(t.end_date)]);
    if (typeof t.profit === 'number') fields.push([ACTIVITY_TEXT.profitPaid, formatUsdFromDollars(t.profit)]);
  }
  fields.push([ACTIVITY_TEXT.transactionId, t._id]);
  return fields;
}

/**
 * One transaction in full, and its ledger movements (how it moved the balance and the
 * profit). A pending on-chain deposit offers its payment again; a pending deposit to a shared
 * wallet takes the hash of the payment sent.
 */
export function TransactionDetailsDialog({
  t: given,
  onClose,
  onShowPayment,
}: {
  t: Transaction;
  onClose: () => void;
  onShowPayment: (t: Transaction) => void;
}) {
  // the record as last saved here (a hash added), until the list is read again
  const [t, setT] = useState(given);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="transaction-details-title"
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { sx: { m: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <DialogTitle id="transaction-details-title">{ACTIVITY_TEXT.detailsTitle(transactionName(t))}</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 } }}
          >
            {fieldsOf(t).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          {maySetSenderTxid(t) && <SenderTxidForm t={t} onSaved={setT} />}
          <Divider />
          <TransactionMovements transactionId={t._id} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        {canShowPayment(t) && (
          <Button variant="outlined" onClick={() => onShowPayment(t)}>
            {ACTIVITY_TEXT.showPayment}
          </Button>
        )}
        <Button variant="contained" onClick={onClose} autoFocus>
          {ACTIVITY_TEXT.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
