import { defineTexts, plain } from '@/common/i18n/translate';

/**
 * The document titles of the routes that are not investor sections (those are named in
 * src/config/account-sections.ts). The route table keeps functions that read them, so a title
 * is written in the language of the moment the page shows it.
 */
export const ROUTE_TITLES = defineTexts('routeTitles', {
  about: plain,
  services: plain,
  contact: plain,
  terms: plain,
  privacy: plain,
  proofOfReserves: plain,
  forgotPassword: plain,
  resetPassword: plain,
  verifyEmail: plain,
  lockAccount: plain,
  unlockAccount: plain,
  approveDevice: plain,
  backOffice: plain,
});
