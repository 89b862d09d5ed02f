import { defineTexts, plain } from '@/common/i18n/translate';

/** The sign-in, sign-up and password screens' words (the API's own messages are MSG's). */
export const AUTH_TEXT = defineTexts('auth', {
  /** the brand panel beside the form */
  aboutSite: (site: string) => ({ site }),
  loadingForm: plain,
  backToSignIn: plain,
  emailLabel: plain,
  passwordLabel: plain,
  confirmPasswordLabel: plain,
  // sign-in
  signInForm: plain,
  signInLegend: plain,
  forgotPassword: plain,
  signIn: plain,
  noAccount: plain,
  signUpLink: plain,
  codeStepForm: plain,
  // sign-up
  signUpForm: plain,
  signUpLegend: plain,
  nameLabel: plain,
  phoneLabel: plain,
  countryLabel: plain,
  signUp: plain,
  haveAccount: plain,
  logInLink: plain,
  // forgotten and new password
  forgotForm: plain,
  forgotLegend: plain,
  sendResetLink: plain,
  useAnotherEmail: plain,
  requestNewLink: plain,
  resetForm: plain,
  newPasswordLabel: plain,
  passwordLength: (min: number, max: number) => ({ min, max }),
  resetPassword: plain,
});
