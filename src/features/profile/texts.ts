import { defineTexts, plain } from '@/common/i18n/translate';

/** The profile screen's words (the API's own messages are MSG's and EMAIL_VERIFY_UI's). */
export const PROFILE_TEXT = defineTexts('profile', {
  nameLabel: plain,
  emailLabel: plain,
  countryLabel: plain,
  phoneLabel: plain,
  passwordLabel: plain,
  identityVerified: plain,
  identityNotVerified: plain,
  // the edit form
  editTitle: plain,
  editIntro: plain,
  newPasswordLabel: plain,
  confirmNewPasswordLabel: plain,
  currentPasswordLabel: plain,
  /** under 'Current password' from the moment it appears, so a disabled Save is never a mystery */
  currentPasswordHint: plain,
  save: plain,
  // the e-mail address
  emailTitle: plain,
  verified: plain,
  notVerified: plain,
  linkSent: (email: string) => ({ email }),
  newEmailLabel: plain,
  changeEmail: plain,
  /** where the verification link went when the address is not at hand */
  yourEmailAddress: plain,
});
