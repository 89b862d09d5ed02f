import type { z } from 'zod';
import type { deviceApprovalRequiredSchema, loginOrChallengeSchema } from '@/common/api/auth';
import type { ErrorBody, FieldError } from '@/common/api/errors';
import type { Me, PublicUser } from '@/common/api/profile';
import type { twoFactorRequiredSchema, twoFactorStatusSchema } from '@/common/api/two-factor';

export type { LoginResponse } from '@/common/api/auth';

/** POST /api/user/login: a token, or (two-factor sign-in on) a challenge for POST /api/user/login/2fa. */
export type LoginOrChallenge = z.infer<typeof loginOrChallengeSchema>;
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;
/** NEW_DEVICE_APPROVAL=on and a browser the account has not used: the owner approves it from an e-mail. */
export type DeviceApprovalRequired = z.infer<typeof deviceApprovalRequiredSchema>;

/** GET /api/auth/2fa */
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/**
 * GET /api/profile/me and /api/profile/{id}: the server's own shape. `email_verified` is read
 * as optional until every server sends it: only `false` means unverified.
 */
export type Profile = PublicUser & { email_verified?: boolean };

/**
 * GET /api/profile/me: the profile, until when (and why) a security change pauses the user's
 * withdrawals (common/security-hold.ts), and their anti-phishing code. These are read as
 * optional: the answer to an edit of the profile (PUT /api/profile/update/{id}) stands in for
 * it until /me is read again, and has none of them.
 */
export type MyProfile = Profile & Partial<Pick<Me, 'withdrawals_paused_until' | 'withdrawals_paused_because' | 'anti_phishing_code'>>;

/** Every error the API answers with: {statusCode, error, message, errors?}. */
export type ApiErrorBody = ErrorBody;
export type ApiFieldError = FieldError;
