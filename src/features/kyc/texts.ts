// What the identity check (KYC) page says around the shared rules' messages (KYC_MSG): the
// form, its document fields and where the person's check stands.
import { defineTexts, plain } from '@/common/i18n/translate';

export const KYC_TEXT = defineTexts('kycPage', {
  // the form
  formLabel: plain,
  personal: plain,
  firstName: plain,
  lastName: plain,
  phone: plain,
  dob: plain,
  nationality: plain,
  address: plain,
  addressOne: plain,
  addressTwo: plain,
  city: plain,
  state: plain,
  zip: plain,
  country: plain,
  document: plain,
  docType: plain,
  passportNote: plain,
  front: plain,
  passportPage: plain,
  back: plain,
  declarations: plain,
  confirmInfo: plain,
  uploading: (progress: string) => ({ progress }),
  submit: plain,
  sendFailed: plain,

  // a document field
  fileRule: (max: string) => ({ max }),
  chooseFile: plain,
  replaceFile: plain,
  megabytes: (size: string) => ({ size }),
  kilobytes: (size: string) => ({ size }),

  // where the check stands
  verifiedTitle: plain,
  approvedOn: (date: string) => ({ date }),
  verifiedText: plain,
  pendingTitle: plain,
  pendingText: (document: string, date: string) => ({ document, date }),
  rejectedTitle: plain,
  rejectedReason: (reason: string) => ({ reason }),
  rejectedText: plain,
});
