import { z } from 'zod';
import {
  KYC_DOC_TYPES,
  KYC_FIELD_LABELS,
  KYC_MIME_TYPES,
  KYC_MSG,
  KYC_REASON_MAX,
  KYC_STATUSES,
  kycDetailsFields,
} from '../validation/kyc';
import { API_INPUT_MSG, searchFilterField, uuidListFilterField } from './list';

/** POST /api/kyc, the text parts of the multipart body; unknown fields are refused. */
export const kycDetailsSchema = z.strictObject(kycDetailsFields);
export type KycDetailsInput = z.input<typeof kycDetailsSchema>;

/** PUT /api/kyc/{id}: an admin's decision; a rejection needs its reason. */
export const kycReviewSchema = z
  .strictObject({
    status: z.enum(['approved', 'rejected'], { error: () => KYC_MSG.reviewStatus }),
    reason: z
      .string()
      .trim()
      .max(KYC_REASON_MAX, { error: () => KYC_MSG.tooLong(KYC_FIELD_LABELS.reason, KYC_REASON_MAX) })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'rejected' && !v.reason) {
      ctx.addIssue({ code: 'custom', message: KYC_MSG.reasonRequired, path: ['reason'] });
    }
  });

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
    address_country: z.string().nullable().describe('ISO 3166-1 alpha-2; null on submissions from before it was asked'),
    zip_code: z.string(),
    doc_type: z.enum(KYC_DOC_TYPES),
    front_mime: z.enum(KYC_MIME_TYPES),
    back_mime: z.enum(KYC_MIME_TYPES).nullable().describe('null: no back side (a passport)'),
    front_size: z.number().int().describe('bytes'),
    back_size: z.number().int().nullable().describe('bytes; null: no back side'),
    front_url: z.string().describe('GET it with the bearer token: the front document'),
    back_url: z.string().nullable().describe('GET it with the bearer token: the back document; null for a passport'),
    reason: z.string().nullable().describe('why it was rejected'),
    reviewed_by: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('KycSubmission');
export type PublicKycSubmission = z.infer<typeof kycSubmissionSchema>;

export const kycListFilterSchema = z.strictObject({
  q: searchFilterField.optional(),
  id: uuidListFilterField.optional(),
  status: z.union([z.enum(KYC_STATUSES), z.array(z.enum(KYC_STATUSES)).max(3)]).optional(),
  userid: z.uuid().optional(),
});
export type KycListFilter = z.infer<typeof kycListFilterSchema>;

export const KYC_SORTABLE = ['id', '_id', 'createdAt', 'updatedAt', 'status', 'reviewed_at', 'last_name'] as const;

export const kycDocumentParamsSchema = z.object({
  id: z.uuid({ error: () => API_INPUT_MSG.notValidId }),
  side: z.enum(['front', 'back'], { error: () => KYC_MSG.documentSide }),
});
