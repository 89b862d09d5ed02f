import type { KycDocType, KycMimeType, KycStatus } from '../../common/validation/kyc';

/** A KYC submission as the API sends it (documents at their own URLs). */
export interface KycRecord {
  id: string;
  _id: string;
  userid: string;
  user_name?: string;
  user_email?: string;
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
  front_url: string;
  back_url: string;
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  createdAt: string;
  updatedAt: string;
}
