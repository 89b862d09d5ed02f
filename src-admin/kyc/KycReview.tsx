import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { KYC_MSG, KYC_REASON_MAX } from '@/common/validation/kyc';
import { ConfirmButton } from '../ui/ConfirmButton';
import { failure, MSG } from '../ui/messages';
import { KYC_TEXT as T } from './texts';
import type { KycRecord } from './types';

/**
 * Approve (the user may withdraw) or reject with a reason the user is shown. Admins only; the
 * server refuses anyone else and anything but the user's latest submission (409).
 */
export const KycReview = () => {
  const record = useRecordContext<KycRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'kyc', record });
  const [update, { isPending }] = useUpdate();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  if (!record || !canAccess) return null;

  const review = (status: 'approved' | 'rejected', why?: string) =>
    update(
      'kyc',
      { id: record.id, data: status === 'approved' ? { status } : { status, reason: why }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(status === 'approved' ? MSG.kycApproved : MSG.kycRejected, { type: 'success' });
          setRejecting(false);
          setReason('');
          refresh();
        },
        onError: (error) => notify(failure(MSG.updateFailed, error), { type: 'error' }),
      },
    );

  const submitReject = () => {
    const why = reason.trim();
    if (!why) {
      setReasonError(KYC_MSG.reasonRequired);
      return;
    }
    review('rejected', why);
  };

  const holder = `${record.first_name} ${record.last_name}`;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <ConfirmButton
        label={record.status === 'approved' ? T.approved : T.approve}
        icon={<CheckCircleOutline />}
        variant="contained"
        color="success"
        title={T.approveTitle}
        content={T.approveContent(record.user_name ?? holder)}
        disabled={isPending || record.status === 'approved'}
        onConfirm={() => review('approved')}
      />
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<HighlightOff />}
        onClick={() => setRejecting(true)}
        disabled={isPending || record.status === 'rejected'}
      >
        {record.status === 'rejected' ? T.rejected : T.reject}
      </Button>
      <Dialog open={rejecting} onClose={() => setRejecting(false)} aria-labelledby="kyc-reject-title" fullWidth maxWidth="sm">
        <DialogTitle id="kyc-reject-title">{T.rejectTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{T.rejectContent(record.user_name ?? holder)}</DialogContentText>
          <TextField
            autoFocus
            label={T.reason}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
            error={!!reasonError}
            helperText={reasonError ?? T.reasonExample}
            required
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: KYC_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{T.cancel}</Button>
          <Button color="error" variant="contained" onClick={submitReject} disabled={isPending}>
            {T.reject}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
