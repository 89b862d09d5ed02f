import type { KycDocType, KycMimeType, KycStatus } from '../../../common/validation/kyc';

/** GET /api/kyc/me and POST /api/kyc: a submission, never its document bytes. */
export interface KycSubmission {
  _id: string;
  userid: string;
  status: KycStatus;
  first_name: string;
  last_name: string;
  phone_no: string;
  dob: string;
  address_one: string;
  address_two: string | null;
  city: string;
  state: string;
  nationality: string;
  zip_code: string;
  doc_type: KycDocType;
  front_mime: KycMimeType;
  back_mime: KycMimeType;
  front_size: number;
  back_size: number;
  /** why it was rejected */
  reason: string | null;
  reviewed_at: string | null;
  createdAt: string;
  updatedAt: string;
}
