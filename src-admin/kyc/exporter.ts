import { KYC_DOC_TYPE_LABELS } from '@/common/validation/kyc';
import { csvExporter, ownerColumns, utc } from '../ui/csv';
import type { KycRecord } from './types';

/** KYC submissions as CSV: the owner beside the submission, no document contents (they stay behind the staff token). */
export const kycExporter = csvExporter<KycRecord>('kyc', [
  { header: 'submission_id', value: (r) => String(r.id) },
  { header: 'submitted_at_utc', value: (r) => utc(r.createdAt) },
  ...ownerColumns<KycRecord>(),
  { header: 'status', value: (r) => r.status },
  { header: 'first_name', value: (r) => r.first_name },
  { header: 'last_name', value: (r) => r.last_name },
  { header: 'date_of_birth', value: (r) => r.dob },
  { header: 'nationality', value: (r) => r.nationality },
  { header: 'city', value: (r) => r.city },
  { header: 'document', value: (r) => KYC_DOC_TYPE_LABELS[r.doc_type] ?? r.doc_type },
  { header: 'reviewed_at_utc', value: (r) => utc(r.reviewed_at) },
  { header: 'reviewed_by_id', value: (r) => r.reviewed_by },
  { header: 'reason', value: (r) => r.reason },
]);
