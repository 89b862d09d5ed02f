import type { FastifyRequest } from 'fastify';
import {
  checkKycDocument,
  KYC_DOC_TYPES,
  KYC_FILE_FIELDS,
  KYC_MAX_FILE_BYTES,
  KYC_MSG,
  KYC_TEXT_FIELDS,
  kycFrontRequiredMessage,
  kycNeedsBack,
  type KycDocType,
  type KycFileField,
  type KycMimeType,
} from '@/common/validation/kyc';
import { readMultipart, type MultipartUpload } from '@/server/lib/multipart';

/** Per request: two documents of 5 MB, the text fields, nothing else. */
export const KYC_MULTIPART_LIMITS = {
  fileSize: KYC_MAX_FILE_BYTES,
  files: KYC_FILE_FIELDS.length,
  fields: KYC_TEXT_FIELDS.length + 4,
  parts: KYC_TEXT_FIELDS.length + KYC_FILE_FIELDS.length + 4,
  fieldNameSize: 64,
  fieldSize: 1024,
  headerPairs: 100,
} as const;

export type KycUpload = MultipartUpload<KycFileField, KycMimeType>;

/**
 * Reads the KYC form: text fields as strings, each document into memory (at most 5 MB,
 * refused beyond with 413) and checked by its first bytes. Problems with single parts are
 * collected in `errors` for one 400 together with the text fields' own.
 */
export async function readKycUpload(request: FastifyRequest): Promise<KycUpload> {
  const upload = await readMultipart(request, {
    fileFields: KYC_FILE_FIELDS,
    textFields: KYC_TEXT_FIELDS,
    limits: KYC_MULTIPART_LIMITS,
    checkFile: (bytes) => checkKycDocument(bytes),
    messages: KYC_MSG,
  });
  const errors = upload.errors;
  // the text fields come first, so the document type is known; an unknown one has its own error
  const docType = KYC_DOC_TYPES.find((t): t is KycDocType => t === upload.fields.doc_type?.trim());
  if (!upload.files.front_img && !errors.some((e) => e.field === 'front_img')) {
    errors.push({ field: 'front_img', message: kycFrontRequiredMessage(docType ?? null) });
  }
  const backSent = !!upload.files.back_img || errors.some((e) => e.field === 'back_img');
  if (docType && !kycNeedsBack(docType)) {
    // refused, not dropped: a stray identity document is nothing to keep, and the sender learns it was not used
    if (backSent) errors.push({ field: 'back_img', message: KYC_MSG.backNotForPassport });
  } else if (!backSent) {
    errors.push({ field: 'back_img', message: KYC_MSG.backRequired });
  }
  return upload;
}
