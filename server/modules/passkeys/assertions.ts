import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { z } from 'zod';
import { PASSKEY_MSG, type passkeyAssertionBodySchema } from '@/common/api/passkeys';
import type { UserRow } from '@/server/db/schema';
import { badRequest, conflict, unauthorized } from '@/server/lib/errors';
import { refuseClosedAccount } from '../sessions/closed-account';
import { recordAttempt, type Origin } from '../sessions/attempts';
import { refuseIfThrottled } from '../sessions/throttle';
import { issueStepUpGrant } from '../two-factor/step-up-grants';
import { StepUpRequired } from '../two-factor/service';
import { claimChallenge, storeChallenge, type Ceremony } from './challenges';
import { findCredential, findOwnCredential, listPasskeys, recordUse, type PasskeyRow } from './repository';
import type { PasskeyDeps } from './service';
import { asAssertion, CEREMONY_TTL_MS, challengeOf, handleNames, webauthn, type RelyingParty } from './webauthn';

type AssertionBody = z.output<typeof passkeyAssertionBodySchema>;

/** Why an assertion was refused; each caller answers it its own way (401 at sign-in, a step-up refusal behind a session). */
class AssertionRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

async function options(deps: PasskeyDeps, ceremony: Ceremony, allow: PasskeyRow[]) {
  const { generateAuthenticationOptions } = await webauthn();
  const made = await generateAuthenticationOptions({
    rpID: deps.rp.id,
    allowCredentials: allow.map((p) => ({ id: p.credentialId, transports: p.transports })),
    userVerification: 'required',
    timeout: CEREMONY_TTL_MS,
  });
  await storeChallenge(deps.db, ceremony, made.challenge, deps.clock.now());
  return { options: made as unknown as Record<string, unknown> };
}

/**
 * The checks every assertion passes: a live challenge of this ceremony, used up before anything
 * else (a replay finds it used); the signature by the stored key over our origin and RP ID, with
 * the user verified; the counter moved on (the library refuses one that did not, when either side
 * counts; the stored one is moved on conditionally). Returns nothing; throws AssertionRefused.
 */
async function verifyAssertion(deps: PasskeyDeps, ceremony: Ceremony, passkey: PasskeyRow, response: AuthenticationResponseJSON) {
  const { db, clock } = deps;
  const now = clock.now();
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge || !(await claimChallenge(db, ceremony, challenge, now))) throw new AssertionRefused(PASSKEY_MSG.ceremonyEnded);
  const verified = await checkSignature(deps.rp, passkey, response, challenge);
  if (!verified || !(await recordUse(db, passkey, verified, now))) throw new AssertionRefused(PASSKEY_MSG.failed);
}

async function checkSignature(rp: RelyingParty, passkey: PasskeyRow, response: AuthenticationResponseJSON, challenge: string) {
  const { verifyAuthenticationResponse } = await webauthn();
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
    return verified ? { counter: authenticationInfo.newCounter, backedUp: authenticationInfo.credentialBackedUp } : null;
  } catch {
    // what the library says names the challenge and the origin it saw: nothing for the log or the client
    return null;
  }
}

/** Sign-in options: any passkey of this site may answer (the browser offers those it holds). */
export const signInOptions = (deps: PasskeyDeps) => options(deps, { purpose: 'sign_in', userId: null }, []);

/**
 * A sign-in with a passkey, a whole sign-in by itself (it is something the person has, unlocked by
 * something they know or are). The passkey names its user; the response's user handle must name
 * the same one. A refusal on a known passkey goes to its owner's sign-in history and counts
 * against the sign-in limiter like a wrong code; a closed account is refused as every way in does.
 */
export async function signIn(deps: PasskeyDeps, body: AssertionBody, origin: Origin): Promise<UserRow> {
  const { db, limiter } = deps;
  const response = asAssertion(body.response);
  if (!response) throw badRequest(PASSKEY_MSG.failed);
  const found = await findCredential(db, response.id);
  if (!found || found.user.deletedAt !== null) throw unauthorized(PASSKEY_MSG.notRecognised);
  const { passkey, user } = found;
  await refuseIfThrottled(db, limiter, user.email, origin);
  try {
    if (!handleNames(response.response.userHandle, user.id)) throw new AssertionRefused(PASSKEY_MSG.failed);
    await verifyAssertion(deps, { purpose: 'sign_in', userId: null }, passkey, response);
  } catch (err) {
    if (!(err instanceof AssertionRefused)) throw err;
    await limiter.recordFailure(user.email, origin.ip);
    await recordAttempt(db, user.id, origin, 'wrong_code');
    throw unauthorized(err.reason);
  }
  await refuseClosedAccount(db, user, origin);
  return user;
}

/** Step-up options: only the caller's own passkeys may answer. */
export async function stepUpOptions(deps: PasskeyDeps, user: Pick<UserRow, 'id'>) {
  const mine = await listPasskeys(deps.db, user.id);
  if (!mine.length) throw conflict(PASSKEY_MSG.noneYet);
  return options(deps, { purpose: 'step_up', userId: user.id }, mine);
}

/**
 * Step-up with a passkey: an assertion by one of the caller's own passkeys, over the caller's
 * own step-up challenge, becomes a token that stands for a code once, within 5 minutes. Refusals
 * are step-up refusals (401 with WWW-Authenticate): the session itself is fine.
 */
export async function stepUp(deps: PasskeyDeps, user: Pick<UserRow, 'id'>, body: AssertionBody) {
  const response = asAssertion(body.response);
  if (!response) throw badRequest(PASSKEY_MSG.failed);
  const passkey = await findOwnCredential(deps.db, user.id, response.id);
  if (!passkey) throw new StepUpRequired(PASSKEY_MSG.notRecognised);
  try {
    // a handle is optional here (the caller is known) but must not name someone else
    if (response.response.userHandle !== undefined && !handleNames(response.response.userHandle, user.id)) {
      throw new AssertionRefused(PASSKEY_MSG.failed);
    }
    await verifyAssertion(deps, { purpose: 'step_up', userId: user.id }, passkey, response);
  } catch (err) {
    if (err instanceof AssertionRefused) throw new StepUpRequired(err.reason);
    throw err;
  }
  const grant = await issueStepUpGrant(deps.db, user.id, deps.clock.now());
  return { step_up_token: grant.token, expires_at: grant.expiresAt.toISOString() };
}
