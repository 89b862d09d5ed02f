import { z } from 'zod';
import { defineTexts, plain } from '../i18n/translate';

/** How a sign-in attempt ended, as the history shows it (and the database stores it). */
export const SIGN_IN_RESULTS = ['success', 'wrong_password', 'wrong_code', 'throttled', 'disabled', 'locked', 'device_pending'] as const;
export type SignInResult = (typeof SIGN_IN_RESULTS)[number];

/** How each sign-in attempt ended, in words: the investor's Security screen and the back-office say the same. */
export const SIGN_IN_RESULT_TEXT: Record<SignInResult, string> = defineTexts('signInResult', {
  success: plain,
  wrong_password: plain,
  wrong_code: plain,
  throttled: plain,
  disabled: plain,
  locked: plain,
  device_pending: plain,
});

/** One signed-in device: GET /api/auth/sessions, GET /api/users/{id}/sessions */
export const sessionSchema = z
  .object({
    id: z.string(),
    created: z.string().describe('ISO 8601'),
    last_used: z.string().describe('ISO 8601, to the minute'),
    address: z.string().describe('client address at sign-in'),
    browser: z.string().describe('browser and system, from the User-Agent of this sign-in'),
    device: z
      .string()
      .describe(
        'the device by the name we stored when its device cookie was first seen (a later User-Agent does not rename it); ' +
          'the browser for sessions from before device cookies',
      ),
    device_first_seen: z.string().nullable().describe('ISO 8601: when this device first signed in to the account; null when unknown'),
    current: z.boolean().describe('the session making this request'),
  })
  .describe('Session');

/** One sign-in attempt: GET /api/auth/history, GET /api/users/{id}/history */
export const signInAttemptSchema = z
  .object({
    time: z.string().describe('ISO 8601'),
    address: z.string(),
    browser: z.string(),
    result: z.enum(SIGN_IN_RESULTS),
  })
  .describe('SignInAttempt');

export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
