import { z } from 'zod';
import { COUNTRY_OPTIONS } from '../countries';
import { countryField } from './country-fields';
import { phoneField } from './fields';

// Identity verification (KYC). The text
// rules are written once here for the form and the API; the document rules (type by
// content, size) are the functions and limits below, which both sides apply to the bytes.

export const KYC_DOC_TYPES = ['passport', 'national_id', 'driving_license'] as const;
export type KycDocType = (typeof KYC_DOC_TYPES)[number];

/** The document types as the form names them. */
export const KYC_DOC_TYPE_LABELS: Record<KycDocType, string> = {
  passport: 'Passport',
  national_id: 'National ID',
  driving_license: 'Driving License',
};

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

export const KYC_MSG = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  nationalityRequired: 'Nationality is required',
  nationalityUnknown: 'Select a nationality from the list',
  zipRequired: 'Zip code is required',
  zipInvalid: 'Enter a valid zip code',
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  dobRequired: 'Date of birth is required',
  dobInvalid: 'Enter a valid date of birth',
  dobTooYoung: 'You must be at least 18 years old',
  docTypeRequired: 'Choose a document type',
  frontRequired: 'Upload the front of your document',
  passportPageRequired: 'Upload the photo page of your passport',
  backRequired: 'Upload the back of your document',
  backNotForPassport: 'A passport needs only its photo page: send no back side',
  addressCountryRequired: 'Country of your address is required',
  addressCountryUnknown: 'Choose the country of your address from the list',
  fileType: 'Documents must be JPEG, PNG or PDF files',
  fileEmpty: 'The file is empty',
  fileTooLarge: `Each document must be at most ${KYC_MAX_FILE_LABEL}`,
  tooManyFiles: 'Upload two files: the front and the back of your document',
  tooManyFields: 'The form has too many fields',
  notMultipart: 'Send the form as multipart/form-data',
  unreadable: 'The upload could not be read; please try again',
  termsRequired: 'Please accept the terms and the privacy policy',
  confirmRequired: 'Please confirm that your information is correct',
  alreadyPending: 'Your verification is already waiting for review',
  alreadyVerified: 'Your identity is already verified',
  submitted: 'Your documents were sent for review',
  notFound: 'Verification not found',
  notLatest: 'Only the latest verification of a user can be reviewed',
  reasonRequired: 'Give the reason for the rejection',
  reviewStatus: 'Status must be approved or rejected',
} as const;

export const KYC_NAME_MAX = 100;
export const KYC_ADDRESS_MAX = 200;
export const KYC_PLACE_MAX = 100;
export const KYC_REASON_MAX = 500;
export const KYC_MIN_AGE = 18;

const requiredText = (required: string, label: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, KYC_MSG.tooLong(label, max));

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
  .string({ error: KYC_MSG.dobRequired })
  .trim()
  .min(1, KYC_MSG.dobRequired)
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
export const nationalityField = countryField({ required: KYC_MSG.nationalityRequired, unknown: KYC_MSG.nationalityUnknown });

export const docTypeField = z.enum(KYC_DOC_TYPES, { error: KYC_MSG.docTypeRequired });

const COUNTRY_CODES = new Set(COUNTRY_OPTIONS.map((c) => c.value));

/**
 * The address's country as its ISO 3166-1 alpha-2 code ('GB'; lower case is accepted): the
 * form's dropdown sends the option's code, and the back office shows the name.
 */
export const addressCountryField = z
  .string({ error: KYC_MSG.addressCountryRequired })
  .trim()
  .toUpperCase()
  .min(1, KYC_MSG.addressCountryRequired)
  .refine((code) => COUNTRY_CODES.has(code), KYC_MSG.addressCountryUnknown);

/** The optional second address line: blank means none. */
const addressTwoField = z
  .string()
  .trim()
  .max(KYC_ADDRESS_MAX, KYC_MSG.tooLong('Address line 2', KYC_ADDRESS_MAX))
  .optional()
  .transform((v) => (v ? v : undefined));

/** Every text field of the KYC form; all required but address_two. */
export const kycDetailsFields = {
  first_name: requiredText(KYC_MSG.firstNameRequired, 'First name', KYC_NAME_MAX),
  last_name: requiredText(KYC_MSG.lastNameRequired, 'Last name', KYC_NAME_MAX),
  phone_no: phoneField,
  dob: dobField,
  address_one: requiredText(KYC_MSG.addressRequired, 'Address', KYC_ADDRESS_MAX),
  address_two: addressTwoField,
  city: requiredText(KYC_MSG.cityRequired, 'City', KYC_PLACE_MAX),
  state: requiredText(KYC_MSG.stateRequired, 'State', KYC_PLACE_MAX),
  nationality: nationalityField,
  address_country: addressCountryField,
  zip_code: z
    .string({ error: KYC_MSG.zipRequired })
    .trim()
    .min(1, KYC_MSG.zipRequired)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, KYC_MSG.zipInvalid),
  doc_type: docTypeField,
};

export const KYC_TEXT_FIELDS = Object.keys(kycDetailsFields) as (keyof typeof kycDetailsFields)[];

/** The form's two required checkboxes. */
export const kycConsentFields = {
  agree_terms: z.literal(true, { error: KYC_MSG.termsRequired }),
  confirm_info: z.literal(true, { error: KYC_MSG.confirmRequired }),
};

/** Size and content checks of one uploaded document; returns the message, or the sniffed type. */
export function checkKycDocument(bytes: Uint8Array, size: number = bytes.length): { mime: KycMimeType } | { error: string } {
  if (size === 0) return { error: KYC_MSG.fileEmpty };
  if (size > KYC_MAX_FILE_BYTES) return { error: KYC_MSG.fileTooLarge };
  const mime = sniffKycDocument(bytes);
  return mime ? { mime } : { error: KYC_MSG.fileType };
}
