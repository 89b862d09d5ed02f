import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import type { StaffApproval } from '@/common/api/approvals';
import type { AdminDataProvider } from '../dataProvider';
import { ConfirmButton } from '../ui/ConfirmButton';
import { failure } from '../ui/messages';
import { describeApproval } from './describe';

type ApprovalRecord = StaffApproval & { id: string };

/**
 * The second admin's buttons on a pending request. Its requester sees Cancel instead of
 * Approve (the server refuses a requester's approval, and anyone's decision on their own account).
 */
export const ApprovalActions = () => {
  const record = useRecordContext<ApprovalRecord>();
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject'; mine: boolean }) =>
      dataProvider.decideApproval(id, decision),
    onSuccess: (_done, { decision, mine }) => {
      notify(decision === 'approve' ? 'Approved and applied' : mine ? 'Request cancelled' : 'Request rejected', { type: 'success' });
      refresh();
    },
    onError: (error) => notify(failure('Not done', error), { type: 'error' }),
  });
  if (!record || record.status !== 'pending' || permissions !== 'admin') return null;
  const mine = identity?.id === record.requested_by.id;
  const theirs = identity?.id === record.user.id;
  if (theirs) return null;
  const what = `${describeApproval(record)} of ${record.user.name ?? record.user.email ?? 'this user'}`;

  return (
    <>
      {!mine && (
        <ConfirmButton
          label="Approve"
          icon={<CheckOutlined />}
          title="Approve this change?"
          content={`${what}, asked for by ${record.requested_by.name ?? 'another admin'}. It is applied at once.`}
          onConfirm={() => decide.mutate({ id: record.id, decision: 'approve', mine })}
          disabled={decide.isPending}
          color="success"
        />
      )}
      <ConfirmButton
        label={mine ? 'Cancel' : 'Reject'}
        icon={<CloseOutlined />}
        title={mine ? 'Cancel your request?' : 'Reject this change?'}
        content={`${what}. Nothing changes.`}
        onConfirm={() => decide.mutate({ id: record.id, decision: 'reject', mine })}
        disabled={decide.isPending}
        color="error"
      />
    </>
  );
};
