import type { Identifier } from 'react-admin';
import { HttpError } from 'react-admin';
import { accountLockListSchema, type AccountLock, type StaffUnlockPayload } from '@/common/api/account-lock';
import type { ApiEndpoint } from './httpClient';
import { DATA_TEXT } from './texts';

/** GET /profile/{id}/locks: every lock of the user's account and how it ended, newest first (staff). */
export const getAccountLocks =
  ({ client, url }: ApiEndpoint) =>
  async (id: Identifier): Promise<AccountLock[]> => {
    const result = accountLockListSchema.safeParse((await client(`${url('profile', id)}/locks`)).json);
    if (!result.success) throw new HttpError(DATA_TEXT.unexpectedAnswer, 502, null);
    return result.data;
  };
export type GetAccountLocks = (id: Identifier) => Promise<AccountLock[]>;

/**
 * POST /profile/{id}/unlock (support for investors, admins for anyone else): ends the owner's
 * lock after the identity check the note describes; `code` is the staff member's own step-up
 * code when their 2FA is on. Audited; the owner is e-mailed.
 */
export const unlockAccount =
  ({ client, url }: ApiEndpoint) =>
  async (id: Identifier, payload: StaffUnlockPayload): Promise<void> => {
    await client(`${url('profile', id)}/unlock`, { method: 'POST', body: JSON.stringify(payload) });
  };
export type UnlockAccount = (id: Identifier, payload: StaffUnlockPayload) => Promise<void>;
