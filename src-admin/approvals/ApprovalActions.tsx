import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import type { StaffApproval } from '@/common/api/approvals';
import type { AdminDataProvider } from '../dataProvider';
import { ConfirmButton } from '../ui/ConfirmButton';
import { failure } from '../ui/messages';
import { UI_TEXT } from '../ui/texts';
import { describeApproval } from './describe';
import { APPROVAL_TEXT as T } from './texts';

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
      notify(decision === 'approve' ? T.applied : mine ? T.cancelled : T.rejected, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(failure(T.notDone, error), { type: 'error' }),
  });
  if (!record || record.status !== 'pending' || permissions !== 'admin') return null;
  const mine = identity?.id === record.requested_by.id;
  const theirs = identity?.id === record.user.id;
  if (theirs) return null;
  const owner = record.user.name ?? record.user.email;
  const what = owner != null ? T.changeOf(describeApproval(record), owner) : T.changeOfThisUser(describeApproval(record));
  const requester = record.requested_by.name;

  return (
    <>
      {!mine && (
        <ConfirmButton
          label={T.approve}
          icon={<CheckOutlined />}
          title={T.approveTitle}
          content={requester != null ? T.approveContent(what, requester) : T.approveContentAnother(what)}
          onConfirm={() => decide.mutate({ id: record.id, decision: 'approve', mine })}
          disabled={decide.isPending}
          color="success"
        />
      )}
      <ConfirmButton
        label={mine ? UI_TEXT.cancel : T.reject}
        icon={<CloseOutlined />}
        title={mine ? T.cancelTitle : T.rejectTitle}
        content={T.nothingChanges(what)}
        onConfirm={() => decide.mutate({ id: record.id, decision: 'reject', mine })}
        disabled={decide.isPending}
        color="error"
      />
    </>
  );
};
