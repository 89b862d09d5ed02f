import { z } from 'zod';
import { TWO_FACTOR_MSG } from '../api/two-factor';
import { defineTexts, plain } from '../i18n/translate';
import { MSG } from '../messages';
import { emailField, PASSWORD_MAX } from './fields';
import { withGetters } from './lazy-text';

/** The query parameter of the verification link: /verify-email?token=... */
export const VERIFY_TOKEN_PARAM = 'token';

/** What the e-mail verification routes and screens say; written once for both sides. */
export const EMAIL_MSG = defineTexts('email', {
  verifyInvalid: plain,
  verified: plain,
  alreadyVerified: plain,
  verifyFirst: plain,
  resendTooMany: plain,
  sameEmail: plain,
  changeRequested: plain,
  ownChangeByLink: plain,
});

/** What the screens say while the account's e-mail address is not verified yet (withdrawal, dashboard, profile). */
export const EMAIL_VERIFY_UI = withGetters(
  defineTexts('emailVerifyUi', {
    explain: plain,
    resend: plain,
    sent: (email: string) => ({ email }),
    resendFailed: plain,
    // right after sign-up, on the sign-in page
    checkInbox: plain,
    linkOnItsWay: (email: string) => ({ email }),
    // the dashboard's banner and the profile, until the address is verified
    bannerTitle: plain,
    bannerExplain: (email: string) => ({ email }),
  }),
  { required: () => EMAIL_MSG.verifyFirst },
);

/** The e-mail change form: the payload's fields, the code as typed (blank until the server asks for one). */
export const emailChangeFormSchema = z.object({
  email: emailField,
  password: z
    .string()
    .min(1, { error: () => MSG.passwordRequired })
    .max(PASSWORD_MAX, { error: () => MSG.passwordMax }),
  code: z
    .string()
    .trim()
    .max(64, { error: () => TWO_FACTOR_MSG.codeWrong }),
});
export type EmailChangeFormValues = z.input<typeof emailChangeFormSchema>;
