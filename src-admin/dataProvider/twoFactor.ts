import { HttpError } from 'react-admin';
import { twoFactorStatusSchema } from '@/common/api/two-factor';
import type { ApiEndpoint } from './httpClient';
import { DATA_TEXT } from './texts';

export type TwoFactorStatus = ReturnType<typeof twoFactorStatusSchema.parse>;

/** GET /auth/2fa: whether the signed-in staff member has two-factor sign-in on, and must. */
export const getTwoFactorStatus =
  ({ client, url }: ApiEndpoint) =>
  async (): Promise<TwoFactorStatus> => {
    const result = twoFactorStatusSchema.safeParse((await client(url('auth/2fa'))).json);
    if (!result.success) throw new HttpError(DATA_TEXT.unexpectedAnswer, 502, null);
    return result.data;
  };
