import type { FastifyRequest } from 'fastify';
import { MSG } from '@/common/messages';
import {
  checkKycDocument,
  KYC_FILE_FIELDS,
  KYC_MAX_FILE_BYTES,
  KYC_MSG,
  KYC_TEXT_FIELDS,
  type KycFileField,
  type KycMimeType,
} from '@/common/validation/kyc';
import { isSafeText, TEXT_MSG } from '@/common/validation/text';
import { badRequest, HttpError } from '@/server/lib/errors';

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

type FieldError = { field: string; message: string };

export interface KycUpload {
  fields: Record<string, string>;
  files: Partial<Record<KycFileField, { bytes: Buffer; mime: KycMimeType }>>;
  /** problems with single parts (unknown names, wrong file types, missing documents) */
  errors: FieldError[];
}

const isFileField = (name: string): name is KycFileField => (KYC_FILE_FIELDS as readonly string[]).includes(name);
const isTextField = (name: string) => (KYC_TEXT_FIELDS as readonly string[]).includes(name);

/** @fastify/multipart and busboy failures -> the API's errors, with messages a person understands. */
function translate(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, KYC_MSG.fileTooLarge);
    case 'FST_FILES_LIMIT':
      return new HttpError(413, KYC_MSG.tooManyFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, KYC_MSG.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, KYC_MSG.notMultipart);
    default:
      // malformed bodies (busboy: 'Unexpected end of form', prototype names...)
      return badRequest(KYC_MSG.unreadable);
  }
}

/**
 * Reads the KYC form: text fields as strings, each document into memory (at most 5 MB,
 * refused beyond with 413) and checked by its first bytes. Problems with single parts are
 * collected in `errors` for one 400 together with the text fields' own.
 */
export async function readKycUpload(request: FastifyRequest): Promise<KycUpload> {
  if (!request.isMultipart()) throw new HttpError(415, KYC_MSG.notMultipart);
  const upload: KycUpload = { fields: {}, files: {}, errors: [] };
  const errors = upload.errors;
  try {
    for await (const part of request.parts({ limits: KYC_MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        // read it whatever happens: an unread stream stalls the rest of the form
        const bytes = await part.toBuffer();
        if (!isFileField(part.fieldname)) {
          errors.push({ field: part.fieldname, message: MSG.fieldUnknown(part.fieldname) });
          continue;
        }
        if (upload.files[part.fieldname]) {
          errors.push({ field: part.fieldname, message: KYC_MSG.tooManyFiles });
          continue;
        }
        const checked = checkKycDocument(bytes);
        if ('error' in checked) errors.push({ field: part.fieldname, message: checked.error });
        else upload.files[part.fieldname] = { bytes, mime: checked.mime };
      } else {
        const name = part.fieldname;
        if (!isTextField(name)) errors.push({ field: name, message: MSG.fieldUnknown(name) });
        else if (part.valueTruncated) errors.push({ field: name, message: KYC_MSG.tooLong(name, KYC_MULTIPART_LIMITS.fieldSize) });
        else if (typeof part.value !== 'string') errors.push({ field: name, message: `${name} must be text` });
        // the form is not JSON, so the app-wide text check never sees these fields
        else if (!isSafeText(part.value)) errors.push({ field: name, message: TEXT_MSG.unsafe });
        else upload.fields[name] = part.value;
      }
    }
  } catch (err) {
    throw translate(err);
  }
  if (!upload.files.front_img && !errors.some((e) => e.field === 'front_img')) {
    errors.push({ field: 'front_img', message: KYC_MSG.frontRequired });
  }
  if (!upload.files.back_img && !errors.some((e) => e.field === 'back_img')) {
    errors.push({ field: 'back_img', message: KYC_MSG.backRequired });
  }
  return upload;
}
