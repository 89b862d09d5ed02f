import { z } from 'zod';
import { MSG } from '../messages';
import { PASSWORD_MAX } from '../validation/fields';
import { stepUpCodeField } from './two-factor';

// An anti-phishing code: a phrase the investor picks, shown at the top of every e-mail we send
// them. A phishing mail does not know it, so one without it is not ours.

export const ANTI_PHISHING_MIN = 4;
export const ANTI_PHISHING_MAX = 32;

export const ANTI_PHISHING_MSG = {
  length: `Use ${ANTI_PHISHING_MIN} to ${ANTI_PHISHING_MAX} characters`,
  characters: 'Use letters, digits, spaces and - _ . ! ? only',
  saved: 'Your anti-phishing code is saved: it shows at the top of every e-mail we send you.',
  removed: 'Your anti-phishing code is removed.',
  /** the line at the top of each e-mail */
  inMail: (code: string) => `Your anti-phishing code: ${code}`,
  /** at the foot of a mail to someone without one */
  setOne:
    'Set an anti-phishing code under Profile > Security: it will show at the top of every e-mail from us, so you can tell ours from fakes.',
} as const;

/** The phrase itself: letters (any script), digits, spaces and a little punctuation, nothing that could pass for markup. */
export const antiPhishingCodeField = z
  .string({ error: ANTI_PHISHING_MSG.length })
  .trim()
  .min(ANTI_PHISHING_MIN, ANTI_PHISHING_MSG.length)
  .max(ANTI_PHISHING_MAX, ANTI_PHISHING_MSG.length)
  .regex(/^[\p{L}\p{N} _.!?-]+$/u, ANTI_PHISHING_MSG.characters);

/** PUT /api/profile/anti-phishing-code: the new phrase (null removes it), with the password and, with 2FA on, a code. */
export const antiPhishingUpdateSchema = z.strictObject({
  anti_phishing_code: antiPhishingCodeField.nullable(),
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(PASSWORD_MAX),
  code: stepUpCodeField,
});
export type AntiPhishingUpdate = z.input<typeof antiPhishingUpdateSchema>;

export const antiPhishingAnswerSchema = z
  .object({ message: z.string(), anti_phishing_code: z.string().nullable() })
  .describe('AntiPhishingCode');
