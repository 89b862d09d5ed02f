import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { KYC_DOC_TYPE_LABELS } from '@/common/validation/kyc';
import { formatDate } from '@/src/utils/format';
import { KYC_TEXT as T } from '../texts';
import type { KycSubmission } from '../types';

/** Where the person's verification stands: pending, approved, or rejected with the reason. */
export function KycStatusPanel({ submission, verified }: { submission: KycSubmission | null; verified: boolean }) {
  if (verified || submission?.status === 'approved') {
    return (
      <Alert severity="success" variant="outlined" sx={{ borderRadius: 2 }}>
        <AlertTitle>{T.verifiedTitle}</AlertTitle>
        {submission?.reviewed_at ? `${T.approvedOn(formatDate(submission.reviewed_at))} ` : ''}
        {T.verifiedText}
      </Alert>
    );
  }
  if (!submission) return null;
  if (submission.status === 'pending') {
    return (
      <Alert severity="info" variant="outlined" sx={{ borderRadius: 2 }}>
        <AlertTitle>{T.pendingTitle}</AlertTitle>
        {T.pendingText(KYC_DOC_TYPE_LABELS[submission.doc_type], formatDate(submission.createdAt))}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" variant="outlined" sx={{ borderRadius: 2 }}>
      <AlertTitle>{T.rejectedTitle}</AlertTitle>
      {submission.reason ? `${T.rejectedReason(submission.reason)} ` : ''}
      {T.rejectedText}
    </Alert>
  );
}
