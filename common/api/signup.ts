import { z } from 'zod';
import { countryNameField } from '../validation/country-fields';
import { emailField, nameField, passwordField, phoneField } from '../validation/fields';

/** POST /api/user/signup (SPEC.md section 3: sign-up payload) */
export const signupSchema = z.strictObject({
  name: nameField,
  phone_no: phoneField,
  email_address: emailField,
  country: countryNameField,
  password: passwordField,
});
export type SignupPayload = z.input<typeof signupSchema>;
