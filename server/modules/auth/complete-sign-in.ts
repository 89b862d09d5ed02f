import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { signInOutcomeSchema } from '@/common/api/auth';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import type { Notifier } from '../notifications/notifier';
import { recordAttempt, type Origin } from '../sessions/attempts';
import { describeBrowser } from '../sessions/browser';
import { isNewBrowser } from '../sessions/new-browser';

export const originOf = (request: FastifyRequest): Origin => ({ ip: request.ip, browser: describeBrowser(request.headers['user-agent']) });

export interface SignInDeps {
  db: Db;
  clock: Clock;
  /** tells the user of a sign-in from a browser they have not used before */
  notifier: Notifier;
}

export type SignInOutcome = z.infer<typeof signInOutcomeSchema>;
/** The last step of every way in (password, password and code, passkey), once the person is proven. */
export type CompleteSignIn = (user: UserRow, request: FastifyRequest, reply: FastifyReply) => Promise<SignInOutcome>;

/** A success on the history (and a notice if the browser is new), and a new session. */
export function signInCompleter(app: FastifyInstance, { db, clock, notifier }: SignInDeps): CompleteSignIn {
  return async (user, request) => {
    const origin = originOf(request);
    await db.transaction(async (tx) => {
      const isNew = await isNewBrowser(tx, user.id, origin.browser);
      await recordAttempt(tx, user.id, origin, 'success');
      if (isNew) {
        await notifier.notify(tx, user, 'new_sign_in', { browser: origin.browser, ipAddress: origin.ip, at: clock.now().toISOString() });
      }
    });
    return { _id: user.id, accessToken: await app.issueToken(user, request), isAdmin: user.role === 'admin' };
  };
}
