import TaskAlt from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { ApprovalStateField } from '../payouts/ApprovalStateField';
import type { PayoutRecord } from '../payouts/review';
import { RiskFlags } from '../payouts/RiskFlags';
import { ConfirmButton } from '../ui/ConfirmButton';
import { formatDateTime } from '../ui/money';
import { errorMessage, MSG } from '../ui/messages';
import { DetailItem } from '../ui/DetailItem';
import { RejectWithdrawalButton } from './RejectWithdrawalButton';

const byAt = (who: { name: string } | null | undefined, at: string | null | undefined) =>
  `${who?.name || 'a staff member'}${at ? ` at ${formatDateTime(at)}` : ''}`;

/**
 * Approve (support and admins): the first of the two people's steps, of the amount, coin and
 * address shown. Offered while the withdrawal is pending and nobody approved it; the server
 * refuses a second approval, and one of terms changed since this page loaded (409).
 */
export const ApproveWithdrawalButton = () => {
  const record = useRecordContext<PayoutRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  if (!record || record.type !== 'withdraw' || record.status !== 'pending' || record.approved_by || record.rejected_by) return null;
  const approve = async () => {
    setPending(true);
    try {
      // the terms on this screen: if they changed meanwhile the server approves nothing and says so
      await dataProvider.approveWithdrawal(record);
      notify('Withdrawal approved. A different admin can now mark it paid.', { type: 'success' });
    } catch (error) {
      notify(`${MSG.updateFailed}: ${errorMessage(error) ?? MSG.networkError}`, { type: 'error' });
    } finally {
      setPending(false);
      refresh();
    }
  };
  return (
    <ConfirmButton
      label="Approve"
      icon={<TaskAlt />}
      variant="outlined"
      title="Approve this withdrawal?"
      content="Your approval is recorded with your name. A different admin then marks it paid."
      disabled={pending}
      onConfirm={approve}
    />
  );
};

/**
 * The payout desk's record beside a withdrawal's status: who approved it, who paid it (with
 * the reference) or rejected it (with the reason), and the risk flags the server raised.
 */
export const WithdrawalReview = () => {
  const record = useRecordContext<PayoutRecord>();
  const titleId = useId();
  if (!record || record.type !== 'withdraw') return null;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 2, width: '100%' }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Payout review
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mb: 1 }}>
        <DetailItem label="Approval">
          {/* the approval step alone: paid and rejected have their own lines */}
          <ApprovalStateField record={{ ...record, paid_by: null, paid_at: null, rejected_by: null, rejected_at: null }} />
        </DetailItem>
        {record.paid_by && (
          <DetailItem label="Paid">
            {byAt(record.paid_by, record.paid_at)}
            {record.payout_reference && (
              <Box component="span" sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {record.payout_reference}
              </Box>
            )}
          </DetailItem>
        )}
        {record.rejected_by && (
          <DetailItem label="Rejected">
            {byAt(record.rejected_by, record.rejected_at)}
            {record.rejected_reason && (
              <Box component="span" sx={{ display: 'block' }}>
                Reason: {record.rejected_reason}
              </Box>
            )}
          </DetailItem>
        )}
        <DetailItem label="Risk flags">
          <RiskFlags record={record} />
        </DetailItem>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <ApproveWithdrawalButton />
        <RejectWithdrawalButton />
      </Box>
    </Box>
  );
};
