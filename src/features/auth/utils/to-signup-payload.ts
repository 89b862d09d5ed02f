import type { z } from 'zod';
import type { SignupPayload } from '@/common/api/signup';
import type { signupFormSchema } from '@/common/validation/signup';

export type SignupFormOutput = z.output<typeof signupFormSchema>;

/** The form holds the dropdown's `{ label, value }`; the API wants the country's name. */
export const toSignupPayload = (values: SignupFormOutput): SignupPayload => ({
  name: values.name,
  phone_no: values.phone_no,
  email_address: values.email_address,
  country: values.country?.label ?? '',
  password: values.password,
  // the form's schema lets only a ticked box through
  terms_accepted: true,
});
