import type { PublicKycSubmission } from '@/common/api/kyc';
import type { KycDocType, KycMimeType, KycStatus } from '@/common/validation/kyc';
import type { kycSubmissions } from '@/server/db/schema';
import { assertSame } from '@/server/lib/same';

type Row = typeof kycSubmissions.$inferSelect;
// The database enums and the shared lists must name the same values.
assertSame<Row['status'], KycStatus>(true);
assertSame<Row['docType'], KycDocType>(true);

/** A submission row without its document bytes, with their sizes and the owner's name. */
export type KycView = Omit<Row, 'frontImg' | 'backImg'> & {
  frontSize: number;
  /** null: no back side was asked (a passport) */
  backSize: number | null;
  userName?: string | null;
  userEmail?: string | null;
};

export const toPublicKyc = (k: KycView): PublicKycSubmission => ({
  _id: k.id,
  userid: k.userId,
  ...(k.userName != null && { user_name: k.userName }),
  ...(k.userEmail != null && { user_email: k.userEmail }),
  status: k.status,
  first_name: k.firstName,
  last_name: k.lastName,
  phone_no: k.phoneNo,
  dob: k.dob,
  address_one: k.addressOne,
  address_two: k.addressTwo,
  city: k.city,
  state: k.state,
  nationality: k.nationality,
  address_country: k.addressCountry,
  zip_code: k.zipCode,
  doc_type: k.docType,
  front_mime: k.frontMime as KycMimeType,
  back_mime: k.backMime as KycMimeType | null,
  front_size: k.frontSize,
  back_size: k.backMime === null ? null : k.backSize,
  front_url: `/api/kyc/${k.id}/front`,
  back_url: k.backMime === null ? null : `/api/kyc/${k.id}/back`,
  reason: k.reason,
  reviewed_by: k.reviewedBy,
  reviewed_at: k.reviewedAt ? k.reviewedAt.toISOString() : null,
  createdAt: k.createdAt.toISOString(),
  updatedAt: k.updatedAt.toISOString(),
});
