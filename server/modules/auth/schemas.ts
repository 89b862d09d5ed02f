import { z } from 'zod';
import { twoFactorRequiredSchema } from '../../../common/api/two-factor';

export const loginResponseSchema = z
  .object({ _id: z.string(), accessToken: z.string(), isAdmin: z.boolean() })
  .describe('LoginResponse');

/** POST /api/user/login: a token, or (2FA on) a challenge for POST /api/user/login/2fa */
export const loginOrChallengeSchema = z.union([loginResponseSchema, twoFactorRequiredSchema]);
