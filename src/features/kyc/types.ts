import type { PublicKycSubmission } from '@/common/api/kyc';

/** GET /api/kyc/me and POST /api/kyc: a submission, never its document bytes. */
export type KycSubmission = PublicKycSubmission;
