import type { PublicKycSubmission } from '../../../server/modules/kyc/schemas';

/** GET /api/kyc/me and POST /api/kyc: a submission, never its document bytes. */
export type KycSubmission = PublicKycSubmission;
