import { and, eq, isNull, sql } from 'drizzle-orm';
import { MSG } from '@/common/messages';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import type { Db, Queryable } from '@/server/db/client';
import { twoFactor, twoFactorRecoveryCodes, users, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest, conflict, HttpError, notFound } from '@/server/lib/errors';
import { verifyPassword } from '@/server/lib/passwords';
import { nextTokenCutoff } from '@/server/plugins/auth';
import { recordAudit } from '../audit/repository';
import type { Notifier } from '../notifications/notifier';
import { endSessions } from '../sessions/repository';
import type { CredentialLimiter } from './credential-limiter';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { claimCode, claimTotpStep, findTwoFactor, secondFactors } from './repository';
import { isStepUpToken, spendStepUpGrant } from './step-up-grants';
import { newSecret, otpauthUrl } from './totp';

export interface TwoFactorDeps {
  db: Db;
  clock: Clock;
  /** every password and code checked here counts against it (one per account) */
  credentialLimiter: CredentialLimiter;
  /** tells the user when 2FA goes on or off (security mail, always sent) */
  notifier: Notifier;
}

/**
 * Whether `password` is the user's own, counted against the account's ceiling of wrong
 * passwords and codes (429 once it is reached). Every password check behind a session goes
 * through this.
 */
export const passwordMatches = (
  deps: Pick<TwoFactorDeps, 'credentialLimiter'>,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  password: string,
) => deps.credentialLimiter.attempt(user.id, () => verifyPassword(user.passwordHash, password));

async function requirePassword(deps: TwoFactorDeps, user: UserRow, password: string): Promise<void> {
  if (!(await passwordMatches(deps, user, password))) {
    throw badRequest(TWO_FACTOR_MSG.passwordWrong, [{ field: 'password', message: TWO_FACTOR_MSG.passwordWrong }]);
  }
}

/**
 * A fresh secret for the app to scan; 2FA stays off until a code from it is sent to enable.
 * The password is asked: a stolen session must not enrol its own app and lock the owner out.
 */
export async function setup(deps: TwoFactorDeps, user: UserRow, password: string) {
  const { db } = deps;
  const existing = await findTwoFactor(db, user.id);
  if (existing?.enabledAt) throw conflict(TWO_FACTOR_MSG.alreadyOn);
  await requirePassword(deps, user, password);
  const secret = newSecret();
  await db
    .insert(twoFactor)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, lastUsedStep: null, createdAt: new Date() } });
  const url = otpauthUrl(secret, user.email);
  // loaded when someone enrols, not at every start
  const { default: QRCode } = await import('qrcode');
  return { secret, otpauth_url: url, qr: await QRCode.toDataURL(url) };
}

/**
 * 401 for a missing or wrong step-up code. Its WWW-Authenticate (RFC 9470's
 * insufficient_user_authentication) tells clients that the session is fine and a code is
 * wanted: any other 401 means the token was refused and the session has ended.
 */
export class StepUpRequired extends HttpError {
  constructor(message: string) {
    super(401, message);
  }
}

/**
 * The password and the first right code from the app turn 2FA on; the ten recovery codes are
 * returned once. Every other session of the account ends: whoever else was signed in must now
 * sign in with the code.
 */
export async function enable(
  deps: TwoFactorDeps,
  user: UserRow,
  input: { password: string; code: string },
  currentJti: string,
): Promise<string[]> {
  const { code } = input;
  const row = await findTwoFactor(deps.db, user.id);
  if (row?.enabledAt) throw conflict(TWO_FACTOR_MSG.alreadyOn);
  if (!row) throw badRequest(TWO_FACTOR_MSG.notSetUp);
  await requirePassword(deps, user, input.password);
  const ok = await deps.credentialLimiter.attempt(user.id, () =>
    claimTotpStep(deps.db, user.id, row.secret, code.replace(/\s/g, ''), deps.clock.now().getTime()),
  );
  if (!ok) throw badRequest(TWO_FACTOR_MSG.codeWrong, [{ field: 'code', message: TWO_FACTOR_MSG.codeWrong }]);
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  await deps.db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId: user.id, codeHash })));
    await tx.update(twoFactor).set({ enabledAt: new Date() }).where(eq(twoFactor.userId, user.id));
    await endSessions(tx, user.id, { except: currentJti }, deps.clock.now());
    await deps.notifier.notify(tx, user, 'two_factor_enabled', {});
  });
  return codes;
}

/**
 * Step-up for a sensitive change (withdrawal, password change, turning 2FA off): an account
 * with a second factor (2FA on, or a passkey) must prove it again. A passkey token (pk_..., from
 * POST /api/passkeys/step-up) is spent once; anything else is a current code or an unused
 * recovery code, when 2FA is on. Without either factor nothing is asked.
 */
export async function requireStepUp(
  deps: TwoFactorDeps,
  user: Pick<UserRow, 'id'>,
  code: string | undefined,
  /** the change's own transaction: if it fails, the code (or passkey token) is not used up */
  db: Queryable = deps.db,
): Promise<void> {
  const { totpOn, passkeys } = await secondFactors(db, user.id);
  if (!totpOn && passkeys === 0) return;
  // with passkeys only, a code cannot help: the refusal asks for the passkey
  const needed = totpOn ? TWO_FACTOR_MSG.codeNeeded : TWO_FACTOR_MSG.passkeyNeeded;
  if (!code) throw new StepUpRequired(needed);
  // a token is 32 random bytes and cannot be guessed, so it does not count against the ceiling of wrong codes
  if (isStepUpToken(code)) {
    if (!(await spendStepUpGrant(db, user.id, code, deps.clock.now()))) throw new StepUpRequired(needed);
    return;
  }
  if (!totpOn) throw new StepUpRequired(needed);
  const ok = await deps.credentialLimiter.attempt(user.id, () => claimCode(db, user.id, code, deps.clock.now().getTime()));
  if (!ok) throw new StepUpRequired(TWO_FACTOR_MSG.codeWrong);
}

/** Turning 2FA off needs the password and a code: a stolen session alone cannot do it. */
export async function disable(deps: TwoFactorDeps, user: UserRow, input: { password: string; code: string }): Promise<void> {
  const row = await findTwoFactor(deps.db, user.id);
  if (!row?.enabledAt) throw conflict(TWO_FACTOR_MSG.notOn);
  await requirePassword(deps, user, input.password);
  await requireStepUp(deps, user, input.code);
  await deps.db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, user.id));
    // the payout desk flags withdrawals soon after (risk flags)
    await tx.update(users).set({ twoFactorDisabledAt: deps.clock.now() }).where(eq(users.id, user.id));
    await deps.notifier.notify(tx, user, 'two_factor_disabled', {});
  });
}

/**
 * An admin turns a user's 2FA off (the user lost the app and the recovery codes, or it was
 * enrolled by someone else). The route asks the admin's own step-up code; here the user is
 * signed out everywhere, e-mailed, and the reset is audited, all in one transaction.
 */
export async function resetByAdmin(deps: TwoFactorDeps, actor: UserRow, targetId: string): Promise<void> {
  if (actor.id === targetId) throw conflict(TWO_FACTOR_MSG.resetOwn);
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, targetId), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw notFound(MSG.userNotFound);
    const row = await findTwoFactor(tx, targetId);
    if (!row?.enabledAt) throw conflict(TWO_FACTOR_MSG.notOn);
    const now = deps.clock.now();
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, targetId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, targetId));
    await tx
      .update(users)
      .set({ twoFactorDisabledAt: now, tokensValidAfter: nextTokenCutoff(user.tokensValidAfter), updatedAt: sql`now()` })
      .where(eq(users.id, targetId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.two_factor_reset',
      entity: 'user',
      entityId: targetId,
      before: { twoFactor: 'on' },
      after: { twoFactor: 'off', sessions: 'ended' },
    });
    // to the account (its lock link in the mail), not to an address alone
    await deps.notifier.mail(tx, user, 'two_factor_reset', {});
  });
}
