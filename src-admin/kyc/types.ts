import type { PublicKycSubmission } from '@/common/api/kyc';
import type { AdminRecord } from '../dataProvider/record';

/** A KYC submission as the API sends it (documents at their own URLs). */
export type KycRecord = AdminRecord<PublicKycSubmission>;
