import Block from '@mui/icons-material/Block';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useRefresh, type Identifier } from 'react-admin';
import { rejectWithdrawalSchema, type BulkResult } from '@/common/api/payouts';
import { REJECT_REASON_MAX } from '@/common/validation/payouts';
import type { AdminDataProvider } from '../dataProvider';
import { ConfirmButton } from '../ui/ConfirmButton';
import { errorMessage, MSG } from '../ui/messages';
import { useRole } from '../ui/roles';
import { useIntentKey } from '../ui/useIntentKey';

const plural = (n: number) => `${n} withdrawal${n === 1 ? '' : 's'}`;

/** 'Approved 2 withdrawals', then each one that did not go through and why (a colleague was first, …). */
export function bulkOutcome(verb: string, result: BulkResult): { message: string; type: 'success' | 'warning' | 'error' } {
  const done = result.done.length ? `${verb} ${plural(result.done.length)}.` : `Nothing was ${verb.toLowerCase()}.`;
  if (result.failed.length === 0) return { message: done, type: 'success' };
  const why = [...new Set(result.failed.map((f) => f.message))].join(' ');
  return { message: `${done} ${plural(result.failed.length)} not: ${why}`, type: result.done.length ? 'warning' : 'error' };
}

/** Approves the selected withdrawals (support and admins): the first of the two people's steps. */
export const ApproveSelectedButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const approve = async () => {
    setPending(true);
    try {
      const outcome = bulkOutcome('Approved', await dataProvider.approveWithdrawals(selectedIds));
      notify(outcome.message, { type: outcome.type, multiLine: true });
      onUnselectItems();
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
      title={`Approve ${plural(selectedIds.length)}?`}
      content="Your approval is recorded with your name. A different admin then marks each one paid."
      disabled={pending}
      onConfirm={approve}
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
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const { key, renew } = useIntentKey({ ids: [...selectedIds].map(String).sort(), reason: reason.trim() });

  const close = () => {
    if (pending) return;
    setOpen(false);
    setFieldError(null);
    setServerError(null);
  };

  const send = async (targets: Identifier[]) => {
    const parsed = rejectWithdrawalSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MSG.updateFailed);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setServerError(null);
    try {
      const outcome = bulkOutcome('Rejected', await dataProvider.rejectWithdrawals(targets, parsed.data.reason, key));
      renew();
      notify(outcome.message, { type: outcome.type, multiLine: true });
      setOpen(false);
      setReason('');
      onUnselectItems();
      refresh();
    } catch (error) {
      setServerError(errorMessage(error) ?? MSG.networkError);
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return (
    <>
      <Button label="Reject" color="error" onClick={() => setOpen(true)}>
        <Block />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={`${ids}-title`} fullWidth maxWidth="sm">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send(selectedIds);
          }}
        >
          <DialogTitle id={`${ids}-title`}>Reject {plural(selectedIds.length)}?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              The held funds go back to each investor's balance, and they are told the reason below.
            </DialogContentText>
            {serverError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {serverError}
              </Alert>
            )}
            <TextField
              label="Reason (the investor sees it)"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setFieldError(null);
              }}
              error={fieldError !== null}
              helperText={fieldError ?? `At most ${REJECT_REASON_MAX} characters.`}
              multiline
              minRows={3}
              fullWidth
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={pending}>
              Cancel
            </MuiButton>
            <MuiButton type="submit" color="error" variant="contained" disabled={pending}>
              Reject and refund
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};

/** The queue's bulk actions: Approve for support and admins, Reject for admins. */
export const PayoutBulkActions = () => {
  const { isAdmin } = useRole();
  return (
    <>
      <ApproveSelectedButton />
      {isAdmin && <RejectSelectedButton />}
    </>
  );
};
