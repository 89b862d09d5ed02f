import { z } from 'zod';
import { TWO_FACTOR_MSG } from '../api/two-factor';
import { MSG } from '../messages';
import { emailField, PASSWORD_MAX } from './fields';

/** The query parameter of the verification link: /verify-email?token=... */
export const VERIFY_TOKEN_PARAM = 'token';

/** What the e-mail verification routes and screens say; written once for both sides. */
export const EMAIL_MSG = {
  verifyInvalid: 'This verification link is invalid or has expired.',
  verified: 'Your e-mail address is verified.',
  alreadyVerified: 'Your e-mail address is already verified',
  verifyFirst: 'Verify your e-mail address first',
  resendTooMany: 'Too many verification e-mails were asked for. Please try again later.',
  sameEmail: 'This is already your e-mail address',
  changeRequested: 'We sent a link to the new address. Your e-mail address changes when you open it.',
  ownChangeByLink: 'Change your own e-mail address from your account settings: a link goes to the new address first',
} as const;

/** The withdrawal screen for an account whose e-mail address is not verified yet. */
export const EMAIL_VERIFY_UI = {
  required: EMAIL_MSG.verifyFirst,
  explain: 'Withdrawals are sent only for accounts whose e-mail address is verified. Open the link we e-mailed you.',
  resend: 'Send the link again',
  sent: (email: string) => `We sent a new link to ${email}.`,
  resendFailed: 'The link could not be sent. Please try again later.',
} as const;

/** The e-mail change form: the payload's fields, the code as typed (blank until the server asks for one). */
export const emailChangeFormSchema = z.object({
  email: emailField,
  password: z.string().min(1, MSG.passwordRequired).max(PASSWORD_MAX, MSG.passwordMax),
  code: z.string().trim().max(64, TWO_FACTOR_MSG.codeWrong),
});
export type EmailChangeFormValues = z.input<typeof emailChangeFormSchema>;
