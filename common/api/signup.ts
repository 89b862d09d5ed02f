import { z } from 'zod';
import { MSG } from '../messages';
import { countryNameField } from '../validation/country-fields';
import { emailField, nameField, passwordField, phoneField } from '../validation/fields';

/**
 * The consent to the Terms and the Privacy Policy: required, and only `true` counts (a
 * missing field, false or 'yes' is a 400). The server stores when it was given.
 */
export const termsAcceptedField = z
  .literal(true, { error: () => MSG.signupTermsRequired })
  .describe('Required: true, the person accepts the Terms and the Privacy Policy (stored as the time of sign-up)');

/** POST /api/user/signup (the legacy sign-up payload, plus the consent to the Terms) */
export const signupSchema = z.strictObject({
  name: nameField,
  phone_no: phoneField,
  email_address: emailField,
  country: countryNameField,
  password: passwordField,
  terms_accepted: termsAcceptedField,
});
export type SignupPayload = z.input<typeof signupSchema>;
