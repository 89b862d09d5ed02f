import { z } from 'zod';
import { MSG } from '../messages';
import { countryOptionField } from './country-fields';
import { emailField, nameField, passwordField, phoneField } from './fields';

/** The sign-up screen's form: the payload plus the dropdown object, the confirmation and the consent's checkbox. */
export const signupFormSchema = z
  .object({
    name: nameField,
    phone_no: phoneField,
    email_address: emailField,
    country: countryOptionField.nullable().refine((c) => c !== null, { error: () => MSG.countryRequired }),
    password: passwordField,
    confirmPassword: z.string().max(512, { error: () => MSG.passwordMax }),
    // a checkbox starts unticked: false is a value the form holds, and the message says why it is needed
    terms_accepted: z.boolean().refine((ticked) => ticked, { error: () => MSG.signupTermsRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: () => MSG.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type SignupFormValues = z.input<typeof signupFormSchema>;
