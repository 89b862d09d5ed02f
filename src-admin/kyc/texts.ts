// What the KYC review screens say: the queue, a submission's page, its documents and the review.
import { defineTexts, plain } from '@/common/i18n/translate';

export const KYC_TEXT = defineTexts('adminKyc', {
  // the queue
  listTitle: plain,
  search: plain,
  searchPlaceholder: plain,
  status: plain,
  all: plain,
  user: plain,
  /** a phone's second line: 'Passport of Jane Doe' */
  documentOf: (document: string, holder: string) => ({ document, holder }),
  submitted: plain,
  nameOnDocument: plain,
  document: plain,
  nationality: plain,
  actions: plain,
  review: plain,

  // a submission's page
  pageTitle: (holder: string) => ({ holder }),
  pageTitleEmpty: plain,
  account: plain,
  dateOfBirth: plain,
  phone: plain,
  address: plain,
  countryOfAddress: plain,
  reviewed: plain,
  rejectionReason: plain,
  documents: plain,
  noBackSide: plain,

  // one document
  frontTitle: plain,
  backTitle: plain,
  /** 'Front of the document (JPEG, 1.2 MB)' */
  documentCaption: (title: string, kind: string, size: string) => ({ title, kind, size }),
  loadingFront: plain,
  loadingBack: plain,
  readFailed: plain,
  loadFailed: plain,
  imageAlt: (title: string, holder: string) => ({ title, holder }),
  openFrontPdf: plain,
  openBackPdf: plain,
  openFrontFull: plain,
  openBackFull: plain,
  download: plain,
  megabytes: (size: string) => ({ size }),
  kilobytes: (size: string) => ({ size }),

  // the review
  approved: plain,
  approve: plain,
  approveTitle: plain,
  approveContent: (name: string) => ({ name }),
  rejected: plain,
  reject: plain,
  rejectTitle: plain,
  rejectContent: (name: string) => ({ name }),
  reason: plain,
  reasonExample: plain,
  cancel: plain,
});
