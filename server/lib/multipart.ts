import type { FastifyRequest } from 'fastify';
import { MSG } from '@/common/messages';
import { isSafeText, TEXT_MSG } from '@/common/validation/text';
import { badRequest, HttpError } from './errors';

// One reader for every form that uploads files (KYC documents, ticket attachments): text
// fields as strings, each file into memory within a size limit (413 beyond) and checked by
// its first bytes. Problems with single parts are collected for one 400 together with the
// text fields' own errors.

export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  parts: number;
  fieldNameSize: number;
  fieldSize: number;
  headerPairs: number;
}

export interface MultipartSpec<F extends string, M extends string> {
  fileFields: readonly F[];
  textFields: readonly string[];
  limits: MultipartLimits;
  /** the file's type from its content, or why it is refused */
  checkFile: (bytes: Buffer) => { mime: M } | { error: string };
  messages: {
    fileTooLarge: string;
    tooManyFiles: string;
    tooManyFields: string;
    notMultipart: string;
    unreadable: string;
    tooLong: (field: string, max: number) => string;
  };
}

export type FieldError = { field: string; message: string };

/** The field an error names when it is about the form itself rather than one of its fields. */
const FORM_FIELD = 'body';

export interface UploadedFile<M extends string> {
  bytes: Buffer;
  mime: M;
  /** the name the client gave, as sent (clean it before storing or showing it) */
  filename: string;
}

export interface MultipartUpload<F extends string, M extends string> {
  fields: Record<string, string>;
  files: Partial<Record<F, UploadedFile<M>>>;
  /** problems with single parts (unknown names, wrong file types, a second file) */
  errors: FieldError[];
}

/** @fastify/multipart and busboy failures -> the API's errors, with messages a person understands. */
function translate(err: unknown, messages: MultipartSpec<string, string>['messages']): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, messages.fileTooLarge);
    case 'FST_FILES_LIMIT':
      return new HttpError(413, messages.tooManyFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, messages.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, messages.notMultipart);
    default:
      // malformed bodies (busboy: 'Unexpected end of form', prototype names...)
      return badRequest(messages.unreadable);
  }
}

/** Reads a multipart form by `spec` (register @fastify/multipart with throwFileSizeLimit first). */
export async function readMultipart<F extends string, M extends string>(
  request: FastifyRequest,
  spec: MultipartSpec<F, M>,
): Promise<MultipartUpload<F, M>> {
  if (!request.isMultipart()) throw new HttpError(415, spec.messages.notMultipart);
  const upload: MultipartUpload<F, M> = { fields: {}, files: {}, errors: [] };
  const errors = upload.errors;
  const isFileField = (name: string): name is F => (spec.fileFields as readonly string[]).includes(name);
  /** text fields met so far, kept or refused: a second one is refused too */
  const seen = new Set<string>();
  try {
    for await (const part of request.parts({ limits: spec.limits })) {
      // a part with no name (or an empty one) belongs to no field: it is refused by itself,
      // as the whole form's problem, and a file's bytes are still read so the form goes on
      if (typeof part.fieldname !== 'string' || part.fieldname === '') {
        if (part.type === 'file') await part.toBuffer();
        errors.push({ field: FORM_FIELD, message: MSG.partUnnamed });
        continue;
      }
      if (part.type === 'file') {
        // read it whatever happens: an unread stream stalls the rest of the form
        const bytes = await part.toBuffer();
        if (!isFileField(part.fieldname)) {
          const name = part.fieldname;
          errors.push({ field: name, message: spec.textFields.includes(name) ? MSG.fieldMustBeText(name) : MSG.fieldUnknown(name) });
          continue;
        }
        if (upload.files[part.fieldname]) {
          errors.push({ field: part.fieldname, message: spec.messages.tooManyFiles });
          continue;
        }
        const checked = spec.checkFile(bytes);
        if ('error' in checked) errors.push({ field: part.fieldname, message: checked.error });
        else upload.files[part.fieldname] = { bytes, mime: checked.mime, filename: part.filename ?? '' };
      } else {
        const name = part.fieldname;
        const twice = seen.has(name);
        seen.add(name);
        if (isFileField(name)) errors.push({ field: name, message: MSG.fieldMustBeFile(name) });
        else if (!spec.textFields.includes(name)) errors.push({ field: name, message: MSG.fieldUnknown(name) });
        // which of two values was meant is anyone's guess: neither is taken
        else if (twice) errors.push({ field: name, message: MSG.fieldTwice(name) });
        else if (part.valueTruncated) errors.push({ field: name, message: spec.messages.tooLong(name, spec.limits.fieldSize) });
        else if (typeof part.value !== 'string') errors.push({ field: name, message: MSG.mustBeText(name) });
        // the form is not JSON, so the app-wide text check never sees these fields
        else if (!isSafeText(part.value)) errors.push({ field: name, message: TEXT_MSG.unsafe });
        else upload.fields[name] = part.value;
      }
    }
  } catch (err) {
    throw translate(err, spec.messages);
  }
  return upload;
}

/**
 * A client's file name fit to store and show: no folders, no control or bidi characters,
 * at most `max` characters (keeping the extension); `fallback` when nothing is left.
 */
export function cleanFileName(raw: string, fallback: string, max = 100): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  let name = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"]/g, '').trim();
  if (!isSafeText(name)) name = '';
  if ([...name].length > max) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = [...name].slice(0, max - ext.length).join('') + ext;
  }
  return name || fallback;
}

/** Content-Disposition for a download: an ASCII name for old clients and the UTF-8 one (RFC 6266). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^A-Za-z0-9._ -]/g, '_');
  // RFC 5987 attr-chars: encodeURIComponent leaves ' ( ) * as they are
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
