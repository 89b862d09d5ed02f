import { defineTexts, plain } from './i18n/translate';

/**
 * Staff and two-factor sign-in (STAFF_2FA=required): the API's refusal and what the
 * back office tells the person it sends to enrol. Both sides compare against these texts.
 */
export const STAFF_TWO_FACTOR_MSG = defineTexts('staffTwoFactor', {
  /** 403 from every back-office call of an admin or support account without 2FA */
  required: plain,
  /** the notice on the way to /account/security */
  enrol: plain,
});
