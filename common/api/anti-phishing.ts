import { z } from 'zod';
import { defineTexts, plain } from '../i18n/translate';
import { MSG } from '../messages';
import { withGetters } from '../validation/lazy-text';
import { PASSWORD_MAX } from '../validation/fields';
import { stepUpCodeField } from './two-factor';

// An anti-phishing code: a phrase the investor picks, shown at the top of every e-mail we send
// them. A phishing mail does not know it, so one without it is not ours.

export const ANTI_PHISHING_MIN = 4;
export const ANTI_PHISHING_MAX = 32;

/** Messages filled with the code's limits: ANTI_PHISHING_MSG reads them as properties. */
const ANTI_PHISHING_LIMIT_MSG = defineTexts('antiPhishing', {
  length: (min: number, max: number) => ({ min, max }),
});

export const ANTI_PHISHING_MSG = withGetters(
  defineTexts('antiPhishing', {
    characters: plain,
    saved: plain,
    removed: plain,
    /** the line at the top of each e-mail */
    inMail: (code: string) => ({ code }),
    /** at the foot of a mail to someone without one */
    setOne: plain,
  }),
  { length: () => ANTI_PHISHING_LIMIT_MSG.length(ANTI_PHISHING_MIN, ANTI_PHISHING_MAX) },
);

/** The phrase itself: letters (any script), digits, spaces and a little punctuation, nothing that could pass for markup. */
export const antiPhishingCodeField = z
  .string({ error: () => ANTI_PHISHING_MSG.length })
  .trim()
  .min(ANTI_PHISHING_MIN, { error: () => ANTI_PHISHING_MSG.length })
  .max(ANTI_PHISHING_MAX, { error: () => ANTI_PHISHING_MSG.length })
  .regex(/^[\p{L}\p{N} _.!?-]+$/u, { error: () => ANTI_PHISHING_MSG.characters });

/** PUT /api/profile/anti-phishing-code: the new phrase (null removes it), with the password and, with 2FA on, a code. */
export const antiPhishingUpdateSchema = z.strictObject({
  anti_phishing_code: antiPhishingCodeField.nullable(),
  password: z
    .string({ error: () => MSG.passwordRequired })
    .min(1, { error: () => MSG.passwordRequired })
    .max(PASSWORD_MAX),
  code: stepUpCodeField,
});
export type AntiPhishingUpdate = z.input<typeof antiPhishingUpdateSchema>;

export const antiPhishingAnswerSchema = z
  .object({ message: z.string(), anti_phishing_code: z.string().nullable() })
  .describe('AntiPhishingCode');
