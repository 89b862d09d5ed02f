import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PASSKEY_LIMIT, PASSKEY_MSG, type passkeyCreateBodySchema } from '@/common/api/passkeys';
import { MSG } from '@/common/messages';
import type { Db, Queryable } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest, conflict, isUniqueViolation, notFound } from '@/server/lib/errors';
import { recordAudit } from '../audit/repository';
import type { Notifier } from '../notifications/notifier';
import { endSessions } from '../sessions/repository';
import type { LoginLimiter } from '../sessions/login-limiter';
import { passkeyCount } from '../two-factor/step-up-grants';
import { lockLiveUser } from '../users/repository';
import { claimChallenge, storeChallenge } from './challenges';
import { toPasskey } from './presenter';
import { deleteOwnPasskey, findOwnPasskey, insertPasskey, listPasskeys } from './repository';
import {
  ALGORITHMS,
  asRegistration,
  CEREMONY_TTL_MS,
  challengeOf,
  knownTransports,
  userHandleOf,
  webauthn,
  type RelyingParty,
} from './webauthn';

export interface PasskeyDeps {
  db: Db;
  clock: Clock;
  /** tells the owner when a passkey is added or removed (security mail, always sent) */
  notifier: Notifier;
  rp: RelyingParty;
  /** a passkey sign-in that fails counts like a wrong password */
  limiter: LoginLimiter;
}

/** The password and step-up a sensitive change asks for, as the routes check them. */
export interface Guards {
  passwordMatches: (password: string) => Promise<boolean>;
  /** in the change's transaction when given one, so that a refused change does not spend the code */
  stepUp: (tx?: Queryable) => Promise<void>;
}

export const listOwn = async (db: Db, user: Pick<UserRow, 'id'>) => (await listPasskeys(db, user.id)).map(toPasskey);

/**
 * The options for the browser to make a passkey. A session alone is not enough: the password,
 * and step-up when the account has a second factor, so that a stolen session cannot plant a
 * passkey of its own. The passkey must be discoverable (it signs in without an e-mail typed) and
 * verify its user (a PIN or biometrics, not just a touch).
 */
export async function registrationOptions(deps: PasskeyDeps, user: UserRow, password: string, guards: Guards) {
  if (!(await guards.passwordMatches(password))) {
    throw badRequest(MSG.currentPasswordWrong, [{ field: 'password', message: MSG.currentPasswordWrong }]);
  }
  const mine = await listPasskeys(deps.db, user.id);
  // before the step-up, so that a passkey token is not spent on a request that cannot succeed
  if (mine.length >= PASSKEY_LIMIT) throw conflict(PASSKEY_MSG.limit);
  await guards.stepUp();
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: deps.rp.name,
    rpID: deps.rp.id,
    userID: userHandleOf(user.id),
    userName: user.email,
    userDisplayName: user.name,
    timeout: CEREMONY_TTL_MS,
    attestationType: 'none',
    // the authenticator refuses to make a second passkey for an account it already holds one of
    excludeCredentials: mine.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await storeChallenge(deps.db, { purpose: 'register', userId: user.id }, options.challenge, deps.clock.now());
  return { options: options as unknown as Record<string, unknown> };
}

/**
 * Stores the passkey the browser made from this account's own registration options. The limit is
 * counted again with the user's row locked, so two additions at once cannot pass it; the first
 * passkey of an account ends its other sessions, as turning 2FA on does (whoever else was signed
 * in did not prove the new factor).
 */
export async function addPasskey(deps: PasskeyDeps, user: UserRow, body: z.output<typeof passkeyCreateBodySchema>, currentJti: string) {
  const { db, clock, rp } = deps;
  const response = asRegistration(body.response);
  const challenge = response && challengeOf(response.response.clientDataJSON);
  if (!response || !challenge) throw badRequest(PASSKEY_MSG.failed);
  const now = clock.now();
  if (!(await claimChallenge(db, { purpose: 'register', userId: user.id }, challenge, now))) throw badRequest(PASSKEY_MSG.ceremonyEnded);

  const { verifyRegistrationResponse } = await webauthn();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserPresence: true,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => null);
  const info = verification?.verified ? verification.registrationInfo : undefined;
  // the ID the browser reports is the one the authenticator put in what it signed
  if (!info || info.credential.id !== response.id) throw badRequest(PASSKEY_MSG.failed);

  try {
    const row = await db.transaction(async (tx) => {
      await lockLiveUser(tx, user.id);
      const before = await passkeyCount(tx, user.id);
      if (before >= PASSKEY_LIMIT) throw conflict(PASSKEY_MSG.limit);
      const added = await insertPasskey(tx, {
        userId: user.id,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: knownTransports(info.credential.transports),
        name: body.name,
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
      });
      await recordAudit(tx, {
        actorId: user.id,
        action: 'user.passkey_added',
        entity: 'user',
        entityId: user.id,
        after: { passkey: added.id, name: added.name, synced: added.backedUp, sessions: before === 0 ? 'others ended' : 'kept' },
      });
      await deps.notifier.notify(tx, user, 'passkey_added', { name: added.name });
      if (before === 0) await endSessions(tx, user.id, { except: currentJti }, now);
      return added;
    });
    return toPasskey(row);
  } catch (err) {
    // the credential is on an account already (this one or another): the unique index decides
    if (isUniqueViolation(err)) throw conflict(PASSKEY_MSG.alreadyRegistered);
    throw err;
  }
}

/**
 * Removes one of the account's own passkeys, with step-up (a code, or a token from a passkey)
 * spent in the same transaction. Withdrawals then wait SECURITY_CHANGE_HOLD, as after a
 * password change: whoever took the account over cannot remove the owner's passkey and empty it.
 */
export async function removePasskey(deps: PasskeyDeps, user: UserRow, id: string, guards: Pick<Guards, 'stepUp'>): Promise<void> {
  if (!(await findOwnPasskey(deps.db, user.id, id))) throw notFound(PASSKEY_MSG.notFound);
  await deps.db.transaction(async (tx) => {
    await guards.stepUp(tx);
    const removed = await deleteOwnPasskey(tx, user.id, id);
    if (!removed) throw notFound(PASSKEY_MSG.notFound);
    await tx
      .update(users)
      .set({ passkeyRemovedAt: deps.clock.now(), updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorId: user.id,
      action: 'user.passkey_removed',
      entity: 'user',
      entityId: user.id,
      before: { passkey: removed.id, name: removed.name },
    });
    await deps.notifier.notify(tx, user, 'passkey_removed', { name: removed.name });
  });
}
