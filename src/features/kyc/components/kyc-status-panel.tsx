import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { KYC_DOC_TYPE_LABELS } from '@/common/validation/kyc';
import { formatDate } from '@/src/utils/format';
import type { KycSubmission } from '../types';

/** Where the person's verification stands: pending, approved, or rejected with the reason. */
export function KycStatusPanel({ submission, verified }: { submission: KycSubmission | null; verified: boolean }) {
  if (verified || submission?.status === 'approved') {
    return (
      <Alert severity="success" variant="outlined" sx={{ borderRadius: 2 }}>
        <AlertTitle>Your identity is verified</AlertTitle>
        {submission?.reviewed_at ? `Approved on ${formatDate(submission.reviewed_at)}. ` : ''}You can withdraw from your balance.
      </Alert>
    );
  }
  if (!submission) return null;
  if (submission.status === 'pending') {
    return (
      <Alert severity="info" variant="outlined" sx={{ borderRadius: 2 }}>
        <AlertTitle>Your verification is pending</AlertTitle>
        We received your {KYC_DOC_TYPE_LABELS[submission.doc_type]} on {formatDate(submission.createdAt)} and are reviewing it. We will
        update this page once it has been checked.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" variant="outlined" sx={{ borderRadius: 2 }}>
      <AlertTitle>Your verification was rejected</AlertTitle>
      {submission.reason ? `Reason: ${submission.reason}. ` : ''}Please correct it and send your documents again below.
    </Alert>
  );
}
