import TaskAlt from '@mui/icons-material/TaskAlt';
import Undo from '@mui/icons-material/Undo';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { ConfirmButton } from '../ui/ConfirmButton';
import { errorMessage, MSG } from '../ui/messages';
import { reviewStateOf, type PayoutRecord } from './review';

/** A review step as a mutation over the data provider: then says how it went and reloads what is shown. */
function useReviewStep(step: (record: PayoutRecord) => Promise<unknown>, done: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: step,
    onSuccess: () => notify(done, { type: 'success' }),
    onError: (error) => notify(`${MSG.updateFailed}: ${errorMessage(error) ?? MSG.networkError}`, { type: 'error' }),
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
    'Withdrawal approved. An admin other than you can now mark it paid.',
  );
  if (!record || record.type !== 'withdraw' || !reviewStateOf(record).may_approve) return null;
  return (
    <ConfirmButton
      label="Approve"
      icon={<TaskAlt />}
      variant="outlined"
      title="Approve this withdrawal?"
      content="Your approval is recorded with your name. An admin other than you then marks it paid; you cannot pay it yourself."
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
  const withdraw = useReviewStep((withdrawal) => dataProvider.withdrawApproval(withdrawal.id), 'Your approval was withdrawn.');
  if (!record || record.type !== 'withdraw' || !reviewStateOf(record).may_withdraw_approval) return null;
  return (
    <ConfirmButton
      label="Withdraw approval"
      icon={<Undo />}
      variant="outlined"
      title="Withdraw your approval?"
      content="Your approval no longer counts: the withdrawal is back to waiting as if you had not approved it. This is recorded."
      disabled={withdraw.isPending}
      onConfirm={() => withdraw.mutate(record)}
    />
  );
};
