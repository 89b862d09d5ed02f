import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import type { PayoutRecord } from '../payouts/review';
import { RejectReasonDialog } from '../payouts/RejectReasonDialog';
import { useRole } from '../ui/roles';
import { WITHDRAWAL_TEXT as T } from './texts';

/**
 * Reject (admins), on the withdrawal's own page: the one way to reject on a phone, where the
 * desk's list has no row selection. Asks for the reason the investor is told, then POST
 * /transaction/{id}/reject refunds. One Idempotency-Key per intent (this withdrawal, this reason).
 */
export const RejectWithdrawalButton = () => {
  const record = useRecordContext<PayoutRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { isAdmin } = useRole();
  const [open, setOpen] = useState(false);
  if (!isAdmin || !record || record.type !== 'withdraw' || record.status !== 'pending') return null;

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<Block />} onClick={() => setOpen(true)}>
        {T.reject}
      </Button>
      <RejectReasonDialog
        open={open}
        title={T.rejectTitle}
        intent={{ id: record.id }}
        onClose={() => setOpen(false)}
        reject={(reason, key) => dataProvider.rejectWithdrawal(record.id, reason, key)}
        onRejected={() => {
          notify(T.rejected, { type: 'success' });
          refresh();
        }}
      />
    </>
  );
};
