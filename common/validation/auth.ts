import { z } from 'zod';
import { MSG } from '../messages';
import {
  countryNameField,
  countryOptionField,
  emailField,
  nameField,
  passwordField,
  phoneField,
} from './fields';

/** POST /api/user/login */
export const loginSchema = z.strictObject({
  email_address: emailField,
  password: passwordField,
});
export type LoginPayload = z.input<typeof loginSchema>;

/** POST /api/user/signup (SPEC.md section 3: sign-up payload) */
export const signupSchema = z.strictObject({
  name: nameField,
  phone_no: phoneField,
  email_address: emailField,
  country: countryNameField,
  password: passwordField,
});
export type SignupPayload = z.input<typeof signupSchema>;

/** The sign-up screen's form: the payload plus the dropdown object and the confirmation. */
export const signupFormSchema = z
  .object({
    name: nameField,
    phone_no: phoneField,
    email_address: emailField,
    country: countryOptionField.nullable().refine((c) => c !== null, MSG.countryRequired),
    password: passwordField,
    confirmPassword: z.string().max(512, MSG.passwordMax),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type SignupFormValues = z.input<typeof signupFormSchema>;

/** The login screen's form uses the same field names as the payload. */
export const loginFormSchema = loginSchema;
export type LoginFormValues = z.input<typeof loginFormSchema>;
