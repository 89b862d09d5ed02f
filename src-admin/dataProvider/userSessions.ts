import type { Identifier } from 'react-admin';
import { HttpError } from 'react-admin';
import { z } from 'zod';
import { sessionSchema, signInAttemptSchema } from '@/common/api/sessions';
import type { ApiEndpoint } from './httpClient';
import { DATA_TEXT } from './texts';

export type UserSession = z.infer<typeof sessionSchema>;
export type SignInAttempt = z.infer<typeof signInAttemptSchema>;

const sessionsSchema = z.array(sessionSchema);
const attemptsSchema = z.array(signInAttemptSchema);

const parsed = <T>(schema: z.ZodType<T>, json: unknown): T => {
  const result = schema.safeParse(json);
  if (!result.success) throw new HttpError(DATA_TEXT.unexpectedAnswer, 502, null);
  return result.data;
};

const userPath = (url: ApiEndpoint['url'], id: Identifier, tail: 'sessions' | 'history') => `${url('users', id)}/${tail}`;

/** GET /users/{id}/sessions: the user's signed-in devices (support and admins). */
export const getUserSessions =
  ({ client, url }: ApiEndpoint) =>
  async (id: Identifier): Promise<UserSession[]> =>
    parsed(sessionsSchema, (await client(userPath(url, id, 'sessions'))).json);

/** GET /users/{id}/history: the user's last 50 sign-in attempts, newest first. */
export const getUserSignInHistory =
  ({ client, url }: ApiEndpoint) =>
  async (id: Identifier): Promise<SignInAttempt[]> =>
    parsed(attemptsSchema, (await client(userPath(url, id, 'history'))).json);

/** DELETE /users/{id}/sessions: signs the user out everywhere (admins; audited by the server). */
export const endUserSessions =
  ({ client, url }: ApiEndpoint) =>
  async (id: Identifier): Promise<void> => {
    await client(userPath(url, id, 'sessions'), { method: 'DELETE' });
  };
