import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '@/common/messages';
import { toCents } from '@/common/money';
import { SELF_EDITABLE_FIELDS } from '@/common/validation/profile';
import type { adjustSchema, profileUpdateSchema } from '@/common/api/profile';
import type { Db, Queryable } from '@/server/db/client';
import { systemClock, type Clock } from '@/server/lib/clock';
import { users, type UserRow } from '@/server/db/schema';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '@/server/lib/errors';
import { API_MSG } from '@/server/i18n/api-messages';
import { EMAIL_MSG } from '@/common/validation/email-verification';
import { hashPassword } from '@/server/lib/passwords';
import { nextTokenCutoff } from '@/server/plugins/auth';
import { recordAudit } from '../audit/repository';
import type { Notifier } from '../notifications/notifier';
import { postEntry } from '../ledger/service';
import type { StaffApproval } from '@/common/api/approvals';
import { assertNotOwnMoney } from '../duties/rules';
import { creditNeedsSecondPerson, fileRequest, raisesLimit, type ApprovalRules } from '../approvals/service';
import { toPublicUser } from './presenter';
import { findLiveUser, lockLiveUser } from '../users/repository';

type UpdateInput = z.output<typeof profileUpdateSchema>;

/** An investor may read only their own profile; back-office staff may read anyone's. */
export async function readProfile(db: Db, actor: UserRow, id: string): Promise<UserRow> {
  if (actor.id !== id && actor.role === 'investor') throw forbidden(MSG.forbidden);
  const user = actor.id === id ? actor : await findLiveUser(db, id);
  if (!user) throw notFound(MSG.userNotFound);
  return user;
}

/** Which fields of the input this actor may not set on this user (400 lists them). */
function refusedFields(actor: UserRow, targetId: string, input: UpdateInput): string[] {
  if (actor.role === 'admin') return [];
  if (actor.id !== targetId) throw forbidden(MSG.forbidden);
  return Object.keys(input).filter((k) => !(SELF_EDITABLE_FIELDS as readonly string[]).includes(k));
}

export async function updateProfile(
  deps: {
    db: Db;
    notifier: Notifier;
    clock?: Clock;
    rules: ApprovalRules;
    /** the actor's password check, counted against their ceiling of wrong passwords and codes */
    passwordMatches: (password: string) => Promise<boolean>;
  },
  actor: UserRow,
  targetId: string,
  input: UpdateInput,
): Promise<{ user: UserRow; passwordChanged: boolean; pendingApprovals: StaffApproval[] }> {
  const { db } = deps;
  const refused = refusedFields(actor, targetId, input);
  if (refused.length) {
    const errors = refused.map((field) => ({ field, message: MSG.fieldNotAllowed(field) }));
    throw badRequest(errors[0].message, errors);
  }
  if (actor.id === targetId && input.role !== undefined && input.role !== 'admin' && actor.role === 'admin') {
    throw conflict(MSG.cannotDemoteSelf);
  }
  if (actor.id === targetId && input.status === false) throw conflict(API_MSG.cannotDisableSelf);
  // your own address changes only through the link sent to the new one (an admin included):
  // otherwise a stolen admin session re-points the address and resets the password there
  if (actor.id === targetId && input.email !== undefined && input.email !== actor.email) {
    throw badRequest(EMAIL_MSG.ownChangeByLink, [{ field: 'email', message: EMAIL_MSG.ownChangeByLink }]);
  }

  if (input.password !== undefined && actor.id === targetId) {
    // changing your own password needs the current one, so a stolen session can't lock you out
    if (!input.current_password) {
      throw badRequest(MSG.currentPasswordRequired, [{ field: 'current_password', message: MSG.currentPasswordRequired }]);
    }
    if (!(await deps.passwordMatches(input.current_password))) {
      throw badRequest(MSG.currentPasswordWrong, [{ field: 'current_password', message: MSG.currentPasswordWrong }]);
    }
  }

  // Hash outside the transaction: it takes ~25 ms and needs no lock.
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;

  try {
    return await db.transaction(async (tx) => {
      if (input.role !== undefined || input.status !== undefined) await lockAdminSet(tx);
      const before = await lockLiveUser(tx, targetId);
      if (!before) throw notFound(MSG.userNotFound);
      const losesAdmin =
        before.role === 'admin' && before.status && ((input.role !== undefined && input.role !== 'admin') || input.status === false);
      if (losesAdmin) await keepAnotherAdmin(tx, targetId);

      const reason = input.reason?.trim() || 'Edited by an admin';
      // a balance set here is money one person creates, as an adjust is: never on one's own
      // account, and a credit reaching the two-person threshold waits for a second admin
      const pendingApprovals: StaffApproval[] = [];
      for (const [field, account, current] of [
        ['acct_bal', 'balance', before.acctBal],
        ['acct_bonus', 'bonus', before.acctBonus],
      ] as const) {
        const wanted = input[field];
        if (wanted === undefined) continue;
        const delta = toCents(wanted) - current;
        if (delta === 0) continue;
        assertNotOwnMoney(actor.id, targetId);
        if (await creditNeedsSecondPerson(tx, actor.id, targetId, delta, deps.rules)) {
          const payload = { account, amountCents: delta, reason };
          pendingApprovals.push(await fileRequest(tx, actor, { kind: 'credit', targetUserId: targetId, payload }));
          continue;
        }
        await postEntry(
          tx,
          { userId: targetId, account, amountCents: delta, kind: 'adjustment', actorId: actor.id, reason },
          { notifier: deps.notifier, kind: 'balance_adjusted', params: { account, amountCents: delta } },
        );
      }
      // a lower daily withdrawal limit applies at once; a higher one waits for a second admin
      let limitCents =
        input.daily_withdrawal_limit === undefined
          ? undefined
          : input.daily_withdrawal_limit === null
            ? null
            : input.daily_withdrawal_limit * 100;
      if (limitCents !== undefined && limitCents !== before.dailyWithdrawalLimitCents) {
        assertNotOwnMoney(actor.id, targetId);
        if (raisesLimit(before.dailyWithdrawalLimitCents, limitCents, deps.rules)) {
          pendingApprovals.push(
            await fileRequest(tx, actor, { kind: 'withdrawal_limit', targetUserId: targetId, payload: { limitCents } }),
          );
          limitCents = undefined;
        }
      }

      const now = new Date();
      const changedAt = (deps.clock ?? systemClock).now();
      // a new password or a disabled account ends every session signed before it
      const endSessions = passwordHash !== undefined || (input.status === false && before.status);
      const [after] = await tx
        .update(users)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.email !== undefined && { email: input.email }),
          ...(input.phone_no !== undefined && { phoneNo: input.phone_no }),
          ...(input.country !== undefined && { country: input.country }),
          ...(input.progress_bar !== undefined && { progressBar: input.progress_bar }),
          ...(input.kyc_status !== undefined && { kycStatus: input.kyc_status }),
          ...(input.status !== undefined && { status: input.status }),
          ...(input.role !== undefined && { role: input.role }),
          // the payout desk flags withdrawals soon after these (risk flags), on the app's clock
          ...(passwordHash !== undefined && { passwordHash, passwordChangedAt: changedAt }),
          // an address set by an admin is not proven: it is unverified until its owner opens a link
          ...(input.email !== undefined &&
            input.email !== before.email && { emailChangedAt: changedAt, emailVerified: false, pendingEmail: null }),
          ...(limitCents !== undefined && { dailyWithdrawalLimitCents: limitCents }),
          ...(endSessions && { tokensValidAfter: nextTokenCutoff(before.tokensValidAfter, now) }),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, targetId))
        .returning();

      if (actor.role === 'admin') {
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.update',
          entity: 'user',
          entityId: targetId,
          before: { ...toPublicUser(before), ...(passwordHash && { password: '(changed)' }) },
          after: toPublicUser(after),
        });
      }
      // the owner hears of a new password, whoever set it (security mail, always sent)
      if (passwordHash !== undefined) await deps.notifier.notify(tx, after, 'password_changed', {});
      // the old address hears of a new one set by staff, in the same transaction
      // addressed to the account (the old address is no account's now): the mail is in its owner's language
      if (after.email !== before.email)
        await deps.notifier.mail(tx, { id: before.id, email: before.email }, 'email_changed_by_staff', { newEmail: after.email });
      return { user: after, passwordChanged: passwordHash !== undefined, pendingApprovals };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.emailTaken);
    throw err;
  }
}

/** Key of the advisory lock that serialises changes which could remove an admin. */
const ADMIN_SET_LOCK = 727003;

/**
 * Taken before any user row is locked by a change of role or status or a delete, so two
 * admins demoting each other at once are served one after the other (and can't deadlock).
 */
const lockAdminSet = (tx: Queryable) => tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SET_LOCK})`);

/** Refuses to take away the last active admin (call under lockAdminSet). */
async function keepAnotherAdmin(tx: Queryable, leavingId: string) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, true), isNull(users.deletedAt)));
  if (!admins.some((a) => a.id !== leavingId)) throw conflict(MSG.lastAdmin);
}

/** Disables the user and hides them from lists; their history stays. */
export async function deleteUser(db: Db, actor: UserRow, targetId: string): Promise<UserRow> {
  if (actor.id === targetId) throw conflict(MSG.cannotDeleteSelf);
  return db.transaction(async (tx) => {
    await lockAdminSet(tx);
    const before = await lockLiveUser(tx, targetId);
    if (!before) throw notFound(MSG.userNotFound);
    if (before.role === 'admin' && before.status) await keepAnotherAdmin(tx, targetId);
    const [after] = await tx
      .update(users)
      .set({
        deletedAt: sql`now()`,
        status: false,
        tokensValidAfter: nextTokenCutoff(before.tokensValidAfter),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, targetId))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.delete',
      entity: 'user',
      entityId: targetId,
      before: toPublicUser(before),
      after: { ...toPublicUser(after), deletedAt: after.deletedAt?.toISOString() },
    });
    return after;
  });
}

/**
 * An admin's credit or debit of a user's balance or profit, as a delta on the ledger, in the
 * caller's transaction. Never of one's own account; a credit that brings what this admin
 * credited the user in 24 hours to the two-person threshold is filed for a second admin instead.
 */
export async function adjustBalance(
  tx: Queryable,
  actor: UserRow,
  targetId: string,
  input: z.output<typeof adjustSchema>,
  rules: ApprovalRules,
  notifier: Notifier,
): Promise<{ user: UserRow } | { pending: StaffApproval }> {
  assertNotOwnMoney(actor.id, targetId);
  const amountCents = toCents(input.amount);
  // the user's row, locked: two credits at once add up before either is compared with the threshold
  if (!(await lockLiveUser(tx, targetId))) throw notFound(MSG.userNotFound);
  if (await creditNeedsSecondPerson(tx, actor.id, targetId, amountCents, rules)) {
    const payload = { account: input.account, amountCents, reason: input.reason };
    return { pending: await fileRequest(tx, actor, { kind: 'credit', targetUserId: targetId, payload }) };
  }
  const balances = await postEntry(
    tx,
    { userId: targetId, account: input.account, amountCents, kind: 'adjustment', actorId: actor.id, reason: input.reason },
    { notifier, kind: 'balance_adjusted', params: { account: input.account, amountCents } },
  );
  const field = input.account === 'balance' ? 'acctBal' : 'acctBonus';
  const after = balances[field];
  await recordAudit(tx, {
    actorId: actor.id,
    action: amountCents > 0 ? 'user.credit' : 'user.debit',
    entity: 'user',
    entityId: targetId,
    before: { account: input.account, cents: after - amountCents },
    after: { account: input.account, cents: after, amountCents, reason: input.reason },
  });
  const user = await findLiveUser(tx, targetId);
  if (!user) throw notFound(MSG.userNotFound);
  return { user };
}
