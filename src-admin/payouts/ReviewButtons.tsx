import TaskAlt from '@mui/icons-material/TaskAlt';
import Undo from '@mui/icons-material/Undo';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { ConfirmButton } from '../ui/ConfirmButton';
import { errorMessage, MSG } from '../ui/messages';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';
import { UI_TEXT } from '../ui/texts';
import { reviewStateOf, type PayoutRecord } from './review';
import { PAYOUT_TEXT as T } from './texts';

/** A review step as a mutation over the data provider: then says how it went and reloads what is shown. */
function useReviewStep(step: (record: PayoutRecord) => Promise<unknown>, done: () => string) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: step,
    onSuccess: () => notify(done(), { type: 'success' }),
    onError: (error) => notify(UI_TEXT.failedWith(MSG.updateFailed, errorMessage(error) ?? MSG.networkError), { type: 'error' }),
    onSettled: () => refresh(),
  });
}

/**
 * Approve (support and admins), of the amount, coin and address shown: offered only where the
 * server says this staff member may approve it now (review_state.may_approve), which it never
 * does where nobody else could then pay it. The server refuses terms changed since (409).
 */
export const ApproveButton = ({ record: given }: { record?: PayoutRecord }) => {
  const fromContext = useRecordContext<PayoutRecord>();
  const record = given ?? fromContext;
  const dataProvider = useDataProvider<AdminDataProvider>();
  const approve = useReviewStep(
    (withdrawal) => dataProvider.approveWithdrawal(withdrawal),
    () => T.approved,
  );
  if (!record || record.type !== 'withdraw' || !reviewStateOf(record).may_approve) return null;
  return (
    <ConfirmButton
      label={T.approve}
      icon={<TaskAlt />}
      variant="outlined"
      title={T.approveTitle}
      content={T.approveContent}
      disabled={approve.isPending}
      onConfirm={() => approve.mutate(record)}
    />
  );
};

/**
 * Withdraw approval, for the staff member who approved it, while it is pending: their approval
 * no longer counts (an approval given by mistake, or one no other admin could follow).
 */
export const WithdrawApprovalButton = ({ record: given }: { record?: PayoutRecord }) => {
  const fromContext = useRecordContext<PayoutRecord>();
  const record = given ?? fromContext;
  const dataProvider = useDataProvider<AdminDataProvider>();
  const withdraw = useReviewStep(
    (withdrawal) => dataProvider.withdrawApproval(withdrawal.id),
    () => T.approvalWithdrawn,
  );
  if (!record || record.type !== 'withdraw' || !reviewStateOf(record).may_withdraw_approval) return null;
  return (
    <ConfirmButton
      label={T.withdrawApproval}
      icon={<Undo sx={MIRRORED_IN_RTL} />}
      variant="outlined"
      title={T.withdrawApprovalTitle}
      content={T.withdrawApprovalContent}
      disabled={withdraw.isPending}
      onConfirm={() => withdraw.mutate(record)}
    />
  );
};
