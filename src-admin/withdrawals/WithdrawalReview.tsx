import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useRecordContext } from 'react-admin';
import { ApprovalStateField } from '../payouts/ApprovalStateField';
import { MarkPaidButton } from '../payouts/MarkPaidButton';
import { reviewStateOf, type PayoutRecord } from '../payouts/review';
import { ApproveButton, WithdrawApprovalButton } from '../payouts/ReviewButtons';
import { RiskFlags } from '../payouts/RiskFlags';
import { formatDateTime } from '../ui/money';
import { DetailItem } from '../ui/DetailItem';
import { RejectWithdrawalButton } from './RejectWithdrawalButton';
import { WITHDRAWAL_TEXT as T } from './texts';

const byAt = (who: { name: string } | null | undefined, at: string | null | undefined) => {
  const name = who?.name || T.someone;
  return at ? T.byAt(name, formatDateTime(at)) : name;
};

/**
 * The payout desk's record beside a withdrawal's status: who approved it, who paid it (with
 * the reference) or rejected it (with the reason), the risk flags the server raised, who must
 * do what next (the server's word for the signed-in staff member), and the steps that are
 * theirs now: Mark paid with the transfer's hash, Approve, Withdraw approval, Reject.
 */
export const WithdrawalReview = () => {
  const record = useRecordContext<PayoutRecord>();
  const titleId = useId();
  if (!record || record.type !== 'withdraw') return null;
  const { next_step } = reviewStateOf(record);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 2, width: '100%' }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {T.reviewTitle}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mb: 1 }}>
        <DetailItem label={T.approval}>
          {/* the approval step alone: paid and rejected have their own lines */}
          <ApprovalStateField record={{ ...record, paid_by: null, paid_at: null, rejected_by: null, rejected_at: null }} />
        </DetailItem>
        {record.paid_by && (
          <DetailItem label={T.paid}>
            {byAt(record.paid_by, record.paid_at)}
            {record.payout_reference && (
              <Box component="span" sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {record.payout_reference}
              </Box>
            )}
          </DetailItem>
        )}
        {record.rejected_by && (
          <DetailItem label={T.rejectedLabel}>
            {byAt(record.rejected_by, record.rejected_at)}
            {record.rejected_reason && (
              <Box component="span" sx={{ display: 'block' }}>
                {T.reason(record.rejected_reason)}
              </Box>
            )}
          </DetailItem>
        )}
        <DetailItem label={T.riskFlags}>
          <RiskFlags record={record} />
        </DetailItem>
      </Box>
      {next_step && (
        <Typography variant="body2" sx={{ mb: 1, maxWidth: 720 }}>
          <Box component="strong" sx={{ fontWeight: 600 }}>
            {T.nextStep}
          </Box>{' '}
          {next_step}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <MarkPaidButton />
        <ApproveButton />
        <WithdrawApprovalButton />
        <RejectWithdrawalButton />
      </Box>
    </Box>
  );
};
