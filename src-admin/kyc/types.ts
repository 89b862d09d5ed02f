import type { PublicKycSubmission } from '../../server/modules/kyc/schemas';

/** A KYC submission as the API sends it (documents at their own URLs). */
export type KycRecord = PublicKycSubmission & { id: string };
