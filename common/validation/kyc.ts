import { z } from 'zod';
import { COUNTRY_OPTIONS } from '../countries';
import { defineTexts, plain } from '../i18n/translate';
import { countryField } from './country-fields';
import { phoneField } from './fields';
import { withGetters } from './lazy-text';

// Identity verification (KYC). The text
// rules are written once here for the form and the API; the document rules (type by
// content, size) are the functions and limits below, which both sides apply to the bytes.

export const KYC_DOC_TYPES = ['passport', 'national_id', 'driving_license'] as const;
export type KycDocType = (typeof KYC_DOC_TYPES)[number];

/** The document types as the form names them. */
export const KYC_DOC_TYPE_LABELS: Record<KycDocType, string> = defineTexts('kycDocType', {
  passport: plain,
  national_id: plain,
  driving_license: plain,
});

export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/**
 * Whether a document type has a back to upload. A passport's photo page holds everything
 * checked, so only its front is asked; an ID card or a driving licence carries details on both sides.
 */
export const kycNeedsBack = (docType: KycDocType): boolean => docType !== 'passport';

/** What to say when the first upload is missing: a passport has a photo page, not a front. */
export const kycFrontRequiredMessage = (docType: KycDocType | null): string =>
  docType === 'passport' ? KYC_MSG.passportPageRequired : KYC_MSG.frontRequired;

/** The two uploads, by their multipart field names. */
export const KYC_FILE_FIELDS = ['front_img', 'back_img'] as const;
export type KycFileField = (typeof KYC_FILE_FIELDS)[number];

/** 5 MB per document. */
export const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const KYC_MAX_FILE_LABEL = '5 MB';

/** What a document may be, decided by its first bytes, never by its name. */
export const KYC_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycMimeType = (typeof KYC_MIME_TYPES)[number];

/** How many leading bytes sniffKycDocument needs. */
export const KYC_SNIFF_BYTES = 8;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/**
 * The document's type from its magic bytes: JPEG (FF D8 FF), PNG (89 'PNG' 0D 0A 1A 0A) or
 * PDF ('%PDF-'); null for anything else, however it is named.
 */
export function sniffKycDocument(bytes: Uint8Array): KycMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** The file extension for a stored document (download names). */
export const KYC_EXTENSIONS: Record<KycMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** What the form's fields are called inside a message ('First name cannot exceed 100 characters'). */
export const KYC_FIELD_LABELS = defineTexts('kycField', {
  firstName: plain,
  lastName: plain,
  address: plain,
  addressTwo: plain,
  city: plain,
  state: plain,
  reason: plain,
});

/** Messages filled with this module's limits: KYC_MSG reads them as properties. */
const KYC_LIMIT_MSG = defineTexts('kyc', {
  fileTooLarge: (megabytes: number) => ({ megabytes }),
});

export const KYC_MSG = withGetters(
  defineTexts('kyc', {
    firstNameRequired: plain,
    lastNameRequired: plain,
    addressRequired: plain,
    cityRequired: plain,
    stateRequired: plain,
    nationalityRequired: plain,
    nationalityUnknown: plain,
    zipRequired: plain,
    zipInvalid: plain,
    tooLong: (label: string, max: number) => ({ label, max }),
    dobRequired: plain,
    dobInvalid: plain,
    dobTooYoung: plain,
    docTypeRequired: plain,
    frontRequired: plain,
    passportPageRequired: plain,
    backRequired: plain,
    backNotForPassport: plain,
    addressCountryRequired: plain,
    addressCountryUnknown: plain,
    fileType: plain,
    fileEmpty: plain,
    tooManyFiles: plain,
    tooManyFields: plain,
    notMultipart: plain,
    unreadable: plain,
    termsRequired: plain,
    confirmRequired: plain,
    alreadyPending: plain,
    alreadyVerified: plain,
    submitted: plain,
    notFound: plain,
    notLatest: plain,
    reasonRequired: plain,
    reviewStatus: plain,
    /** GET /api/kyc/{id}/{side}: the document's side in the address */
    documentSide: plain,
  }),
  { fileTooLarge: () => KYC_LIMIT_MSG.fileTooLarge(KYC_MAX_FILE_BYTES / (1024 * 1024)) },
);

export const KYC_NAME_MAX = 100;
export const KYC_ADDRESS_MAX = 200;
export const KYC_PLACE_MAX = 100;
export const KYC_REASON_MAX = 500;
export const KYC_MIN_AGE = 18;

const requiredText = (required: () => string, label: () => string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: () => KYC_MSG.tooLong(label(), max) });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD, as its parts; null otherwise. */
export function parseIsoDate(value: string): { y: number; m: number; d: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Whole years between a YYYY-MM-DD birth date and `today` (local calendar day). */
export function ageOn(dob: { y: number; m: number; d: number }, today: Date): number {
  const [ty, tm, td] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  return ty - dob.y - (tm < dob.m || (tm === dob.m && td < dob.d) ? 1 : 0);
}

/** Date of birth: YYYY-MM-DD, a real date from 1900 on, and at least 18 years ago. */
export const dobField = z
  .string({ error: () => KYC_MSG.dobRequired })
  .trim()
  .min(1, { error: () => KYC_MSG.dobRequired })
  .superRefine((value, ctx) => {
    const dob = parseIsoDate(value);
    if (!dob || dob.y < 1900) {
      ctx.addIssue({ code: 'custom', message: KYC_MSG.dobInvalid });
      return;
    }
    const age = ageOn(dob, new Date());
    if (age < 0) ctx.addIssue({ code: 'custom', message: KYC_MSG.dobInvalid });
    else if (age < KYC_MIN_AGE) ctx.addIssue({ code: 'custom', message: KYC_MSG.dobTooYoung });
  });

/** A nationality is a country of the list, stored by its English name. */
export const nationalityField = countryField({
  required: () => KYC_MSG.nationalityRequired,
  unknown: () => KYC_MSG.nationalityUnknown,
});

export const docTypeField = z.enum(KYC_DOC_TYPES, { error: () => KYC_MSG.docTypeRequired });

const COUNTRY_CODES = new Set(COUNTRY_OPTIONS.map((c) => c.value));

/**
 * The address's country as its ISO 3166-1 alpha-2 code ('GB'; lower case is accepted): the
 * form's dropdown sends the option's code, and the back office shows the name.
 */
export const addressCountryField = z
  .string({ error: () => KYC_MSG.addressCountryRequired })
  .trim()
  .toUpperCase()
  .min(1, { error: () => KYC_MSG.addressCountryRequired })
  .refine((code) => COUNTRY_CODES.has(code), { error: () => KYC_MSG.addressCountryUnknown });

/** The optional second address line: blank means none. */
const addressTwoField = z
  .string()
  .trim()
  .max(KYC_ADDRESS_MAX, { error: () => KYC_MSG.tooLong(KYC_FIELD_LABELS.addressTwo, KYC_ADDRESS_MAX) })
  .optional()
  .transform((v) => (v ? v : undefined));

/** Every text field of the KYC form; all required but address_two. */
export const kycDetailsFields = {
  first_name: requiredText(
    () => KYC_MSG.firstNameRequired,
    () => KYC_FIELD_LABELS.firstName,
    KYC_NAME_MAX,
  ),
  last_name: requiredText(
    () => KYC_MSG.lastNameRequired,
    () => KYC_FIELD_LABELS.lastName,
    KYC_NAME_MAX,
  ),
  phone_no: phoneField,
  dob: dobField,
  address_one: requiredText(
    () => KYC_MSG.addressRequired,
    () => KYC_FIELD_LABELS.address,
    KYC_ADDRESS_MAX,
  ),
  address_two: addressTwoField,
  city: requiredText(
    () => KYC_MSG.cityRequired,
    () => KYC_FIELD_LABELS.city,
    KYC_PLACE_MAX,
  ),
  state: requiredText(
    () => KYC_MSG.stateRequired,
    () => KYC_FIELD_LABELS.state,
    KYC_PLACE_MAX,
  ),
  nationality: nationalityField,
  address_country: addressCountryField,
  zip_code: z
    .string({ error: () => KYC_MSG.zipRequired })
    .trim()
    .min(1, { error: () => KYC_MSG.zipRequired })
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, { error: () => KYC_MSG.zipInvalid }),
  doc_type: docTypeField,
};

export const KYC_TEXT_FIELDS = Object.keys(kycDetailsFields) as (keyof typeof kycDetailsFields)[];

/** The form's two required checkboxes. */
export const kycConsentFields = {
  agree_terms: z.literal(true, { error: () => KYC_MSG.termsRequired }),
  confirm_info: z.literal(true, { error: () => KYC_MSG.confirmRequired }),
};

/** Size and content checks of one uploaded document; returns the message, or the sniffed type. */
export function checkKycDocument(bytes: Uint8Array, size: number = bytes.length): { mime: KycMimeType } | { error: string } {
  if (size === 0) return { error: KYC_MSG.fileEmpty };
  if (size > KYC_MAX_FILE_BYTES) return { error: KYC_MSG.fileTooLarge };
  const mime = sniffKycDocument(bytes);
  return mime ? { mime } : { error: KYC_MSG.fileType };
}
