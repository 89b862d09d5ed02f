import type {
  ApprovalTerms,
  BulkApproveItems,
  BulkRejectInput,
  BulkResult,
  MarkPaidInput,
  MarkPaidResult,
  PayoutSummary,
  RejectWithdrawalInput,
} from '@/common/api/payouts';
import { transactionUpdateSchema } from '@/common/api/transactions';
import { isCoinSymbol, type CoinSymbol } from '@/common/coins';
import { fromCents, toCents } from '@/common/money';
import { PAYOUT_BULK_MAX, PAYOUT_MSG } from '@/common/validation/payouts';
import { TX_MSG } from '@/common/validation/transaction';
import type { Db, Queryable } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest, conflict, HttpError, notFound } from '@/server/lib/errors';
import { assertNotOwnMoney } from '../approvals/rules';
import { recordAudit } from '../audit/repository';
import type { Notifier } from '../notifications/notifier';
import { findTransaction, lockTransaction } from '../transactions/repository';
import type { TransactionView } from '../transactions/presenter';
import { changesApprovedTerms, editedPayoutTarget } from '../transactions/update-checks';
import { updateTransactionIn } from '../transactions/update-transaction';
import { approvedPending, pendingByCoin } from './repository';
import { recordStep, reviewsOf, type PayoutRules } from './reviews';
import { csvUsdFromCents, toCsv, type CsvColumn } from '@/common/csv';

export interface PayoutDeps {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  rules: PayoutRules;
}

/** A withdrawal with its steps, as staff see it after acting on it. */
export async function findWithReview(db: Queryable, id: string): Promise<TransactionView> {
  const t = await findTransaction(db, id);
  if (!t) throw notFound(TX_MSG.transactionNotFound);
  return { ...t, review: (await reviewsOf(db, [id])).get(id) };
}

/** The pending withdrawal of this id, locked until the end of the transaction. */
async function lockPendingWithdrawal(tx: Queryable, id: string) {
  const t = await lockTransaction(tx, id);
  if (!t) throw notFound(TX_MSG.transactionNotFound);
  if (t.type !== 'withdraw') throw conflict(PAYOUT_MSG.notAWithdrawal);
  if (t.status !== 'pending') throw conflict(PAYOUT_MSG.notPending(t.status));
  return t;
}

/**
 * The first step of two: a staff member (support or admin) approves a pending withdrawal, of
 * the terms they saw. Compared under the row lock with the stored ones, as an edit's are
 * compared to clear an approval: a change made since the approver's screen loaded approves nothing.
 */
async function approveIn(tx: Queryable, deps: PayoutDeps, actor: UserRow, id: string, terms: ApprovalTerms) {
  const t = await lockPendingWithdrawal(tx, id);
  assertNotOwnMoney(actor.id, t.userId);
  if (changesApprovedTerms(t, toCents(terms.amount), editedPayoutTarget(t, terms))) throw conflict(PAYOUT_MSG.approvalTermsChanged);
  const recorded = await recordStep(tx, { transactionId: id, step: 'approved', actorId: actor.id, at: deps.clock.now() });
  if (!recorded) throw conflict(PAYOUT_MSG.alreadyApproved);
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'withdrawal.approve',
    entity: 'transaction',
    entityId: id,
    after: { amount: fromCents(t.amountCents), payment_method: t.paymentMethod, payment_address: t.paymentAddress },
  });
}

/** Rejects a pending withdrawal: its funds return to the balance and the owner is told why. */
async function rejectIn(tx: Queryable, deps: PayoutDeps, actor: UserRow, id: string, reason: string) {
  await lockPendingWithdrawal(tx, id);
  await updateTransactionIn(tx, deps, actor, id, { status: 'failed' }, { rejectReason: reason });
}

export async function approveWithdrawal(deps: PayoutDeps, actor: UserRow, id: string, terms: ApprovalTerms) {
  await deps.db.transaction((tx) => approveIn(tx, deps, actor, id, terms));
  return findWithReview(deps.db, id);
}

/** In the caller's transaction (the route's Idempotency-Key replay wraps it). */
export async function rejectWithdrawal(tx: Queryable, deps: PayoutDeps, actor: UserRow, id: string, { reason }: RejectWithdrawalInput) {
  await rejectIn(tx, deps, actor, id, reason);
  return findWithReview(tx, id);
}

/**
 * A bulk approve or reject: each withdrawal in its own database transaction, so one a colleague
 * has just approved, rejected or changed does not undo the rest; the answer says which failed
 * and why. An id named twice is acted on once (its first item).
 */
async function eachOnItsOwn<T extends { id: string }>(
  deps: PayoutDeps,
  items: T[],
  step: (tx: Queryable, item: T) => Promise<void>,
): Promise<BulkResult> {
  const result: BulkResult = { done: [], failed: [] };
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    try {
      await deps.db.transaction((tx) => step(tx, item));
      result.done.push(item.id);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      result.failed.push({ id: item.id, status: err.statusCode, message: err.message });
    }
  }
  return result;
}

export const approveMany = (deps: PayoutDeps, actor: UserRow, { items }: BulkApproveItems) =>
  eachOnItsOwn(deps, items, (tx, { id, ...terms }) => approveIn(tx, deps, actor, id, terms));

export const rejectMany = (deps: PayoutDeps, actor: UserRow, { ids, reason }: BulkRejectInput) =>
  eachOnItsOwn(
    deps,
    ids.map((id) => ({ id })),
    (tx, { id }) => rejectIn(tx, deps, actor, id, reason),
  );

export async function payoutSummary(db: Queryable): Promise<PayoutSummary> {
  const rows = await pendingByCoin(db);
  return rows
    .filter((r): r is typeof r & { coin: CoinSymbol } => isCoinSymbol(r.coin))
    .map((r) => ({
      coin: r.coin,
      count: Number(r.count),
      total_usd: fromCents(Number(r.totalCents)),
      approved_count: Number(r.approvedCount),
      approved_total_usd: fromCents(Number(r.approvedCents)),
      oldest_at: new Date(r.oldestAt ?? 0).toISOString(),
    }));
}

/** The payout run's columns: the file a wallet or a payout provider takes in, one row per withdrawal. */
const EXPORT_COLUMNS: CsvColumn<Awaited<ReturnType<typeof approvedPending>>[number]>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'coin', value: (r) => r.coin },
  { header: 'address', value: (r) => r.address },
  { header: 'amount_usd', value: (r) => csvUsdFromCents(r.amountCents) },
  { header: 'user', value: (r) => r.name },
  { header: 'email', value: (r) => r.email },
];

/** The payout run's file for one coin: approved withdrawals still pending, oldest first, through the one CSV writer. */
export async function exportCsv(db: Queryable, coin: CoinSymbol): Promise<string> {
  return toCsv(EXPORT_COLUMNS, await approvedPending(db, coin));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const unquote = (v: string) => {
  const t = v.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).replace(/""/g, '"').trim() : t;
};
const lineError = (line: number, why: string) => {
  const message = PAYOUT_MSG.badLine(line, why);
  return badRequest(message, [{ field: 'lines', message }]);
};

/** Reads `id,reference` lines (an `id,reference` header and blank lines allowed); a bad line is a 400 naming it. */
function parsePaidLines(text: string): { line: number; id: string; reference: string }[] {
  const out: { line: number; id: string; reference: string }[] = [];
  const seen = new Set<string>();
  const lines = text.split(/\r\n|\n|\r/);
  for (const [i, raw] of lines.entries()) {
    const n = i + 1;
    if (!raw.trim()) continue;
    const fields = raw.split(',').map(unquote);
    if (!out.length && fields.length === 2 && fields[0].toLowerCase() === 'id' && fields[1].toLowerCase() === 'reference') continue;
    if (fields.length !== 2) throw lineError(n, 'expected two fields, id,reference');
    const [id, reference] = fields;
    if (!UUID.test(id)) throw lineError(n, 'the id is not a withdrawal id');
    const ref = transactionUpdateSchema.shape.payout_reference.safeParse(reference);
    if (!ref.success || !ref.data) throw lineError(n, TX_MSG.payoutReferenceInvalid);
    const key = id.toLowerCase();
    if (seen.has(key)) throw lineError(n, PAYOUT_MSG.duplicateId);
    seen.add(key);
    out.push({ line: n, id: key, reference: ref.data });
    if (out.length > PAYOUT_BULK_MAX) throw badRequest(PAYOUT_MSG.tooMany, [{ field: 'lines', message: PAYOUT_MSG.tooMany }]);
  }
  if (!out.length) throw badRequest(PAYOUT_MSG.linesRequired, [{ field: 'lines', message: PAYOUT_MSG.linesRequired }]);
  return out;
}

/**
 * Marks withdrawals paid from `id,reference` lines, all or nothing: one database transaction;
 * any line that cannot be paid (unknown, not pending, the two-person rule) is a 400 naming the
 * line and nothing changes.
 */
export async function markPaid(tx: Queryable, deps: PayoutDeps, actor: UserRow, { lines: text }: MarkPaidInput): Promise<MarkPaidResult> {
  const lines = parsePaidLines(text);
  for (const { line, id, reference } of lines) {
    try {
      await lockPendingWithdrawal(tx, id);
      await updateTransactionIn(tx, deps, actor, id, { status: 'successful', payout_reference: reference });
    } catch (err) {
      if (err instanceof HttpError) throw lineError(line, err.message.replace(/\.$/, ''));
      throw err;
    }
  }
  return { paid: lines.map(({ id, reference }) => ({ id, reference })) };
}
