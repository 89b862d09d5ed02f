import { z } from 'zod';
import { countryOptionField } from '@/common/validation/country-fields';
import {
  checkKycDocument,
  docTypeField,
  kycConsentFields,
  kycDetailsFields,
  KYC_MSG,
  KYC_SNIFF_BYTES,
  type KycDocType,
} from '@/common/validation/kyc';
import type { KycDetailsInput } from '@/common/api/kyc';

/** The first bytes of a chosen file, to recognise it by its content. */
async function head(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, KYC_SNIFF_BYTES).arrayBuffer());
}

/** One document: present, then common/validation/kyc.ts's size and content checks (the server repeats them). */
const documentField = (required: string) =>
  z
    .instanceof(File, { error: required })
    .nullable()
    .superRefine(async (file, ctx) => {
      if (!file) {
        ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      const checked = checkKycDocument(await head(file), file.size);
      if ('error' in checked) ctx.addIssue({ code: 'custom', message: checked.error });
    });

/**
 * The KYC form (SPEC.md section 5: every field but address_two required, both checkboxes
 * required): the shared text rules, nationality from the country dropdown, the two files.
 */
export const kycFormSchema = z.object({
  ...kycDetailsFields,
  nationality: countryOptionField.nullable().refine((c) => c !== null, KYC_MSG.nationalityRequired),
  doc_type: z.union([z.literal(''), docTypeField]).refine((v) => v !== '', KYC_MSG.docTypeRequired),
  front_img: documentField(KYC_MSG.frontRequired),
  back_img: documentField(KYC_MSG.backRequired),
  ...kycConsentFields,
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
  zip_code: '',
  doc_type: '',
  front_img: null,
  back_img: null,
  agree_terms: false,
  confirm_info: false,
};

/** The validated form -> the upload: the text fields as the API names them, and the two files. */
export function toKycUpload(values: KycFormOutput): { details: KycDetailsInput; front: File; back: File } {
  const { nationality, front_img, back_img, agree_terms: _terms, confirm_info: _confirm, doc_type, ...text } = values;
  return {
    details: { ...text, nationality: nationality?.label ?? '', doc_type: doc_type as KycDocType },
    front: front_img as File,
    back: back_img as File,
  };
}
