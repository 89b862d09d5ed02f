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

/** What the screens say while the account's e-mail address is not verified yet (withdrawal, dashboard, profile). */
export const EMAIL_VERIFY_UI = {
  required: EMAIL_MSG.verifyFirst,
  explain: 'Withdrawals are sent only for accounts whose e-mail address is verified. Open the link we e-mailed you.',
  resend: 'Send the link again',
  sent: (email: string) => `We sent a new link to ${email}.`,
  resendFailed: 'The link could not be sent. Please try again later.',
  // right after sign-up, on the sign-in page
  checkInbox: 'Check your inbox',
  linkOnItsWay: (email: string) =>
    `A link to verify your e-mail address is on its way to ${email}. You can sign in now; open the link when it arrives.`,
  // the dashboard's banner and the profile, until the address is verified
  bannerTitle: 'Verify your e-mail address',
  bannerExplain: (email: string) =>
    `Open the link we sent to ${email}. Until you do, withdrawals are not possible. Not there? Look in your spam folder or send it again.`,
} as const;

/** The e-mail change form: the payload's fields, the code as typed (blank until the server asks for one). */
export const emailChangeFormSchema = z.object({
  email: emailField,
  password: z.string().min(1, MSG.passwordRequired).max(PASSWORD_MAX, MSG.passwordMax),
  code: z.string().trim().max(64, TWO_FACTOR_MSG.codeWrong),
});
export type EmailChangeFormValues = z.input<typeof emailChangeFormSchema>;
