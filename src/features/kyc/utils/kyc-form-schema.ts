import { z } from 'zod';
import { countryOptionField } from '@/common/validation/country-fields';
import {
  checkKycDocument,
  docTypeField,
  kycConsentFields,
  kycDetailsFields,
  KYC_MSG,
  KYC_SNIFF_BYTES,
  kycFrontRequiredMessage,
  kycNeedsBack,
  type KycDocType,
} from '@/common/validation/kyc';
import type { KycDetailsInput } from '@/common/api/kyc';

/** The first bytes of a chosen file, to recognise it by its content. */
async function head(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, KYC_SNIFF_BYTES).arrayBuffer());
}

/**
 * One document: present (when `required` gives the message), then common/validation/kyc.ts's
 * size and content checks (the server repeats them). The schema is built once, at load: its
 * messages are functions, written in the language of the moment each time a form is checked.
 */
const documentField = (required: (() => string) | null) =>
  z
    .instanceof(File, { error: () => (required ? required() : KYC_MSG.fileType) })
    .nullable()
    .superRefine(async (file, ctx) => {
      if (!file) {
        if (required) ctx.addIssue({ code: 'custom', message: required() });
        return;
      }
      const checked = checkKycDocument(await head(file), file.size);
      if ('error' in checked) ctx.addIssue({ code: 'custom', message: checked.error });
    });

const chosenDocType = (value: unknown): KycDocType | null => {
  const docType = (value as { doc_type?: unknown } | null)?.doc_type;
  return docType === 'passport' || docType === 'national_id' || docType === 'driving_license' ? docType : null;
};

/**
 * The KYC form (every field but address_two required, both checkboxes
 * required): the shared text rules, nationality from the country dropdown, the two files.
 */
export const kycFormSchema = z
  .object({
    ...kycDetailsFields,
    nationality: countryOptionField.nullable().refine((c) => c !== null, { error: () => KYC_MSG.nationalityRequired }),
    address_country: countryOptionField.nullable().refine((c) => c !== null, { error: () => KYC_MSG.addressCountryRequired }),
    doc_type: z.union([z.literal(''), docTypeField]).refine((v) => v !== '', { error: () => KYC_MSG.docTypeRequired }),
    // required by the checks below, which name them by the document type
    front_img: documentField(null),
    back_img: documentField(null),
    ...kycConsentFields,
  })
  .refine((v) => v.front_img !== null, {
    error: (issue) => kycFrontRequiredMessage(chosenDocType(issue.input)),
    path: ['front_img'],
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'front_img'),
  })
  .refine((v) => v.back_img !== null || !kycNeedsBack(chosenDocType(v) ?? 'national_id'), {
    error: () => KYC_MSG.backRequired,
    path: ['back_img'],
    // said with the other fields' messages on the first press, not only once they are all right
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'back_img'),
  });

export interface KycFormValues {
  first_name: string;
  last_name: string;
  phone_no: string;
  dob: string;
  address_one: string;
  address_two: string;
  city: string;
  state: string;
  nationality: { label: string; value: string } | null;
  address_country: { label: string; value: string } | null;
  zip_code: string;
  doc_type: KycDocType | '';
  front_img: File | null;
  back_img: File | null;
  agree_terms: boolean;
  confirm_info: boolean;
}

export type KycFormOutput = z.output<typeof kycFormSchema>;

export const KYC_FORM_DEFAULTS: KycFormValues = {
  first_name: '',
  last_name: '',
  phone_no: '',
  dob: '',
  address_one: '',
  address_two: '',
  city: '',
  state: '',
  nationality: null,
  address_country: null,
  zip_code: '',
  doc_type: '',
  front_img: null,
  back_img: null,
  agree_terms: false,
  confirm_info: false,
};

/**
 * The validated form -> the upload: the text fields as the API names them (the address's
 * country by its ISO code), the front, and the back unless the document has none (a passport:
 * a back chosen before switching to it is left out, the server would refuse it).
 */
export function toKycUpload(values: KycFormOutput): { details: KycDetailsInput; front: File; back: File | null } {
  const { nationality, address_country, front_img, back_img, agree_terms: _terms, confirm_info: _confirm, doc_type, ...text } = values;
  const docType = doc_type as KycDocType;
  return {
    details: { ...text, nationality: nationality?.label ?? '', address_country: address_country?.value ?? '', doc_type: docType },
    front: front_img as File,
    back: kycNeedsBack(docType) ? back_img : null,
  };
}
