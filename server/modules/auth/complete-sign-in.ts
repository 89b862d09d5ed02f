import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { LoginResponse, signInOutcomeSchema } from '@/common/api/auth';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { DEVICE_APPROVAL_MSG } from '@/common/device-approval';
import { HttpError } from '@/server/lib/errors';
import { approvalsFullUntil, openApproval } from '../devices/approvals';
import type { DeviceCookie } from '../devices/cookie';
import { admitDevice, deviceStanding, lockSignIns } from '../devices/repository';
import type { Notifier } from '../notifications/notifier';
import { recordAttempt, type Origin } from '../sessions/attempts';
import { describeBrowser } from '../sessions/browser';

export const originOf = (request: FastifyRequest): Origin => ({ ip: request.ip, browser: describeBrowser(request.headers['user-agent']) });

export interface SignInDeps {
  db: Db;
  clock: Clock;
  /** tells the owner of a sign-in from a new device, or asks them to approve it */
  notifier: Notifier;
  /** the signed cookie that tells one browser from another */
  devices: DeviceCookie;
  /** NEW_DEVICE_APPROVAL=on: a browser the account has not let in waits for the owner's e-mailed approval */
  newDeviceApproval: boolean;
}

export type SignInOutcome = z.infer<typeof signInOutcomeSchema>;
/** The last step of every way in (password, password and code, passkey), once the person is proven. */
export type CompleteSignIn = (user: UserRow, request: FastifyRequest, reply: FastifyReply) => Promise<SignInOutcome>;

/**
 * The browser's device ID from its cookie; a browser without one (or with one we did not sign)
 * gets a new ID. The cookie is written again either way, so that a browser in use keeps it.
 */
export function deviceOf(devices: DeviceCookie, request: FastifyRequest, reply: FastifyReply): string {
  const id = devices.read(request) ?? devices.newId();
  devices.write(reply, id);
  return id;
}

/** A session for a proven sign-in on its device: the token the client carries. */
export async function startSession(app: FastifyInstance, user: UserRow, request: FastifyRequest, deviceId: string): Promise<LoginResponse> {
  return { _id: user.id, accessToken: await app.issueToken(user, request, deviceId), isAdmin: user.role === 'admin' };
}

/**
 * What a proven sign-in leads to, decided by its device (the signed cookie), never by the
 * User-Agent, which anyone can copy:
 * - a device this account has let in: a session;
 * - the account's very first sign-in (no device, no successful sign-in before): its browser is
 *   let in on first use, with a session and no notice (there is nothing to compare it with);
 * - any other device: with NEW_DEVICE_APPROVAL=on, no session but a wait for the owner's
 *   e-mailed approval ('device_pending' on the history); otherwise a session and a "new sign-in"
 *   notice to the owner. At most MAX_OPEN_APPROVALS wait at once (each mails the owner): then 429.
 * Sign-ins of one account are decided one at a time, so two first sign-ins sent together are not
 * both the first.
 */
export function signInCompleter(app: FastifyInstance, deps: SignInDeps): CompleteSignIn {
  const { db, clock, notifier } = deps;
  return async (user, request, reply) => {
    const origin = originOf(request);
    const deviceId = deviceOf(deps.devices, request, reply);
    const now = clock.now();
    // null: let in; held: waiting for approval; otherwise too many wait already
    const wait = await db.transaction(async (tx) => {
      await lockSignIns(tx, user.id);
      // after the lock, in a statement of its own: it sees what a sign-in that held the lock wrote
      const standing = await deviceStanding(tx, user.id, deviceId);
      // a device the account has not let in, on an account signed in to before (else: first use)
      const newDevice = !standing.known && standing.before;
      if (newDevice && deps.newDeviceApproval) {
        const fullUntil = await approvalsFullUntil(tx, user.id, now);
        if (fullUntil) return { held: false as const, fullUntil };
        await recordAttempt(tx, user.id, origin, 'device_pending');
        const approval = await openApproval(tx, { userId: user.id, deviceId, label: origin.browser, ip: origin.ip, now });
        const at = now.toISOString();
        await notifier.mail(tx, user, 'device_approval', { browser: origin.browser, ipAddress: origin.ip, at }, approval.link);
        return { held: true as const, approval };
      }
      await admitDevice(tx, { userId: user.id, deviceId, label: origin.browser, now });
      await recordAttempt(tx, user.id, origin, 'success');
      if (newDevice) {
        await notifier.notify(tx, user, 'new_sign_in', { browser: origin.browser, ipAddress: origin.ip, at: now.toISOString() });
      }
      return null;
    });
    if (wait?.held) {
      const { pending, expiresAt } = wait.approval;
      return { deviceApprovalRequired: true as const, pending, expires_at: expiresAt.toISOString() };
    }
    if (wait) {
      await recordAttempt(db, user.id, origin, 'throttled');
      reply.header('retry-after', String(Math.max(1, Math.ceil((wait.fullUntil.getTime() - now.getTime()) / 1000))));
      throw new HttpError(429, DEVICE_APPROVAL_MSG.tooManyWaiting);
    }
    return startSession(app, user, request, deviceId);
  };
}
