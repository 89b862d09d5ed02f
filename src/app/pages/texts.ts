import { defineTexts, plain } from '@/common/i18n/translate';

/** The sign-in screens' headings and what the e-mailed links' pages say around their results. */
export const AUTH_PAGES_TEXT = defineTexts('authPages', {
  loginTitle: plain,
  loginSubtitle: plain,
  signupTitle: plain,
  signupSubtitle: plain,
  forgotTitle: plain,
  forgotSubtitle: plain,
  resetTitle: plain,
  resetSubtitle: plain,
  verifyTitle: plain,
  verifySubtitle: plain,
  verifyNewLink: plain,
  checkingLink: plain,
  goToAccount: plain,
  approveTitle: plain,
  approveSubtitle: plain,
  approveIfYou: plain,
  approveNotYou: plain,
});

/** The pages for an address that leads nowhere, a failure, and a back office one may not enter. */
export const ERROR_PAGES_TEXT = defineTexts('errorPages', {
  pageNotFound: plain,
  error: plain,
  oops: plain,
  notFound: plain,
  unexpected: plain,
  backHome: plain,
  noAccessTitle: plain,
  noBackOfficeAccess: plain,
  goToAccount: plain,
  loadingBackOffice: plain,
});
