import { eq } from 'drizzle-orm';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import type { Db, Queryable } from '@/server/db/client';
import { twoFactor, twoFactorRecoveryCodes, users, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest, conflict, HttpError } from '@/server/lib/errors';
import { verifyPassword } from '@/server/lib/passwords';
import type { Notifier } from '../notifications/notifier';
import type { CodeLimiter } from './code-limiter';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { claimCode, claimTotpStep, findTwoFactor } from './repository';
import { newSecret, otpauthUrl } from './totp';

export interface TwoFactorDeps {
  db: Db;
  clock: Clock;
  codeLimiter: CodeLimiter;
  /** tells the user when 2FA goes on or off (security mail, always sent) */
  notifier: Notifier;
}

/** A fresh secret for the app to scan; 2FA stays off until a code from it is sent to enable. */
export async function setup(db: Db, user: UserRow) {
  const existing = await findTwoFactor(db, user.id);
  if (existing?.enabledAt) throw conflict(TWO_FACTOR_MSG.alreadyOn);
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

const tooManyCodes = () => new HttpError(429, TWO_FACTOR_MSG.tooManyCodes);

/** Checks a code against the per-account ceiling of wrong codes; true when it was right. */
async function countedClaim(deps: TwoFactorDeps, userId: string, claim: () => Promise<boolean>): Promise<boolean> {
  if (await deps.codeLimiter.blocked(userId)) throw tooManyCodes();
  const ok = await claim();
  if (!ok) await deps.codeLimiter.recordFailure(userId);
  return ok;
}

/** The first right code from the app turns 2FA on; the ten recovery codes are returned once. */
export async function enable(deps: TwoFactorDeps, user: UserRow, code: string): Promise<string[]> {
  const row = await findTwoFactor(deps.db, user.id);
  if (row?.enabledAt) throw conflict(TWO_FACTOR_MSG.alreadyOn);
  if (!row) throw badRequest(TWO_FACTOR_MSG.notSetUp);
  const ok = await countedClaim(deps, user.id, () =>
    claimTotpStep(deps.db, user.id, row.secret, code.replace(/\s/g, ''), deps.clock.now().getTime()),
  );
  if (!ok) throw badRequest(TWO_FACTOR_MSG.codeWrong, [{ field: 'code', message: TWO_FACTOR_MSG.codeWrong }]);
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  await deps.db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId: user.id, codeHash })));
    await tx.update(twoFactor).set({ enabledAt: new Date() }).where(eq(twoFactor.userId, user.id));
    await deps.notifier.notify(tx, user, 'two_factor_enabled', {});
  });
  return codes;
}

/**
 * Step-up for a sensitive change (withdrawal, password change, turning 2FA off): with 2FA on,
 * a current code or an unused recovery code is needed; without 2FA nothing is asked.
 */
export async function requireStepUp(
  deps: TwoFactorDeps,
  user: Pick<UserRow, 'id'>,
  code: string | undefined,
  /** the change's own transaction: if it fails, the code is not used up */
  db: Queryable = deps.db,
): Promise<void> {
  const row = await findTwoFactor(db, user.id);
  if (!row?.enabledAt) return;
  if (!code) throw new StepUpRequired(TWO_FACTOR_MSG.codeNeeded);
  const ok = await countedClaim(deps, user.id, () => claimCode(db, user.id, code, deps.clock.now().getTime()));
  if (!ok) throw new StepUpRequired(TWO_FACTOR_MSG.codeWrong);
}

/** Turning 2FA off needs the password and a code: a stolen session alone cannot do it. */
export async function disable(deps: TwoFactorDeps, user: UserRow, input: { password: string; code: string }): Promise<void> {
  const row = await findTwoFactor(deps.db, user.id);
  if (!row?.enabledAt) throw conflict(TWO_FACTOR_MSG.notOn);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw badRequest(TWO_FACTOR_MSG.passwordWrong, [{ field: 'password', message: TWO_FACTOR_MSG.passwordWrong }]);
  }
  await requireStepUp(deps, user, input.code);
  await deps.db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, user.id));
    // the payout desk flags withdrawals soon after (risk flags)
    await tx.update(users).set({ twoFactorDisabledAt: deps.clock.now() }).where(eq(users.id, user.id));
    await deps.notifier.notify(tx, user, 'two_factor_disabled', {});
  });
}
