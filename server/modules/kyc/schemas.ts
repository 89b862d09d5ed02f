import { z } from 'zod';
import { KYC_DOC_TYPES, KYC_MIME_TYPES, KYC_STATUSES, type KycDocType, type KycStatus } from '../../../common/validation/kyc';
import type { kycSubmissions } from '../../db/schema';

// The database enums and the shared lists must name the same values.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
type Row = typeof kycSubmissions.$inferSelect;
const statusesMatch: Same<Row['status'], KycStatus> = true;
const docTypesMatch: Same<Row['docType'], KycDocType> = true;
void statusesMatch;
void docTypesMatch;

/** A submission as the API shows it: never the document bytes (they have their own URLs). */
export const kycSubmissionSchema = z
  .object({
    _id: z.string(),
    userid: z.string(),
    user_name: z.string().optional(),
    user_email: z.string().optional(),
    status: z.enum(KYC_STATUSES),
    first_name: z.string(),
    last_name: z.string(),
    phone_no: z.string(),
    dob: z.string().describe('YYYY-MM-DD'),
    address_one: z.string(),
    address_two: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    nationality: z.string(),
    zip_code: z.string(),
    doc_type: z.enum(KYC_DOC_TYPES),
    front_mime: z.enum(KYC_MIME_TYPES),
    back_mime: z.enum(KYC_MIME_TYPES),
    front_size: z.number().int().describe('bytes'),
    back_size: z.number().int().describe('bytes'),
    front_url: z.string().describe('GET it with the bearer token: the front document'),
    back_url: z.string().describe('GET it with the bearer token: the back document'),
    reason: z.string().nullable().describe('why it was rejected'),
    reviewed_by: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('KycSubmission');
export type PublicKycSubmission = z.infer<typeof kycSubmissionSchema>;

export const kycListFilterSchema = z.strictObject({
  q: z.string().max(200).optional(),
  id: z.array(z.uuid()).max(500).optional(),
  status: z.union([z.enum(KYC_STATUSES), z.array(z.enum(KYC_STATUSES)).max(3)]).optional(),
  userid: z.uuid().optional(),
});
export type KycListFilter = z.infer<typeof kycListFilterSchema>;

export const KYC_SORTABLE = ['id', '_id', 'createdAt', 'updatedAt', 'status', 'reviewed_at', 'last_name'] as const;

export const kycDocumentParamsSchema = z.object({
  id: z.uuid({ error: 'Not a valid id' }),
  side: z.enum(['front', 'back'], { error: 'The document side is front or back' }),
});
