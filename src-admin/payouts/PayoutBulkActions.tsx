import Block from '@mui/icons-material/Block';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { BulkResult } from '@/common/api/payouts';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import type { AdminDataProvider } from '../dataProvider';
import { ConfirmButton } from '../ui/ConfirmButton';
import { errorMessage, MSG } from '../ui/messages';
import { UI_TEXT } from '../ui/texts';
import { useRole } from '../ui/roles';
import { BuildBatchButton } from './BuildBatchButton';
import { RejectReasonDialog } from './RejectReasonDialog';
import { reviewStateOf, type PayoutRecord } from './review';
import { PAYOUT_TEXT as T } from './texts';

/** Which bulk action answered, named by what it did (each language says it its own way). */
type BulkVerb = 'Approved' | 'Rejected';

const DONE: Record<BulkVerb, { count: (n: number) => string; nothing: () => string }> = {
  Approved: { count: (n) => T.approvedCount(n), nothing: () => T.nothingApproved },
  Rejected: { count: (n) => T.rejectedCount(n), nothing: () => T.nothingRejected },
};

/** 'Approved 2 withdrawals', then each one that did not go through and why (a colleague was first, …). */
export function bulkOutcome(verb: BulkVerb, result: BulkResult): { message: string; type: 'success' | 'warning' | 'error' } {
  const done = result.done.length ? DONE[verb].count(result.done.length) : DONE[verb].nothing();
  if (result.failed.length === 0) return { message: done, type: 'success' };
  const why = [...new Set(result.failed.map((f) => f.message))].join(' ');
  return { message: T.notDone(done, result.failed.length, why), type: result.done.length ? 'warning' : 'error' };
}

/**
 * What a bulk approval sends: each selected row this page shows, with its terms as shown (the
 * server refuses one whose terms changed since), that the server says this staff member may
 * approve. A row selected on another page is not shown here, so it is not approved from here,
 * and one they may not approve (an admin who pays it alone, or nobody else could pay it) is not
 * sent: each is answered as failed, with why.
 */
export async function approveShown(
  approveWithdrawals: AdminDataProvider['approveWithdrawals'],
  selectedIds: Identifier[],
  rows: PayoutRecord[] | undefined,
): Promise<BulkResult> {
  const byId = new Map((rows ?? []).map((r) => [String(r.id), r]));
  const shown = selectedIds.flatMap((id) => byId.get(String(id)) ?? []);
  // a record without a review state (an older server) is sent: the server decides
  const notOffered = shown.filter((r) => r.review_state && !r.review_state.may_approve);
  const sent = shown.filter((r) => !notOffered.includes(r));
  const result = sent.length ? await approveWithdrawals(sent) : { done: [], failed: [] };
  const unseen = selectedIds.filter((id) => !byId.has(String(id)));
  return {
    done: result.done,
    failed: [
      ...result.failed,
      ...notOffered.map((r) => ({ id: String(r.id), status: 409, message: reviewStateOf(r).next_step })),
      ...unseen.map((id) => ({ id: String(id), status: 409, message: PAYOUT_MSG.approvalNotShown })),
    ],
  };
}

/** Approves the selected withdrawals (support and admins): the first of the two people's steps. */
export const ApproveSelectedButton = () => {
  const { selectedIds, data, onUnselectItems } = useListContext<PayoutRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const approve = useMutation({
    mutationFn: ({ ids, rows }: { ids: Identifier[]; rows: PayoutRecord[] | undefined }) =>
      approveShown(dataProvider.approveWithdrawals, ids, rows),
    onSuccess: (result) => {
      const outcome = bulkOutcome('Approved', result);
      notify(outcome.message, { type: outcome.type, multiLine: true });
      onUnselectItems();
    },
    onError: (error) => notify(UI_TEXT.failedWith(MSG.updateFailed, errorMessage(error) ?? MSG.networkError), { type: 'error' }),
    onSettled: () => refresh(),
  });
  return (
    <ConfirmButton
      label={T.approve}
      icon={<TaskAlt />}
      title={T.approveSelectedTitle(selectedIds.length)}
      content={T.approveSelectedContent}
      disabled={approve.isPending}
      onConfirm={() => approve.mutate({ ids: selectedIds, rows: data })}
    />
  );
};

/**
 * Rejects the selected withdrawals (admins) with a reason the investors see: each is refunded
 * and its owner told why. One Idempotency-Key per intent (these ids, this reason).
 */
export const RejectSelectedButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button label={T.reject} color="error" onClick={() => setOpen(true)}>
        <Block />
      </Button>
      <RejectReasonDialog
        open={open}
        title={T.rejectSelectedTitle(selectedIds.length)}
        intent={{ ids: selectedIds.map(String).sort() }}
        onClose={() => setOpen(false)}
        reject={(reason, key) => dataProvider.rejectWithdrawals(selectedIds, reason, key)}
        onRejected={(result) => {
          const outcome = bulkOutcome('Rejected', result);
          notify(outcome.message, { type: outcome.type, multiLine: true });
          onUnselectItems();
          refresh();
        }}
      />
    </>
  );
};

/** The queue's bulk actions: Approve for support and admins; Reject and Build a bitcoin batch for admins. */
export const PayoutBulkActions = () => {
  const { isAdmin } = useRole();
  return (
    <>
      <ApproveSelectedButton />
      {isAdmin && <RejectSelectedButton />}
      {isAdmin && <BuildBatchButton />}
    </>
  );
};
