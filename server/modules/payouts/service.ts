import type {
  ApprovalTerms,
  MarkOnePaidInput,
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
import { fromCents } from '@/common/money';
import { formatUnits, quoteUnits } from '@/common/chain/amounts';
import { CHAIN_COINS } from '@/common/chain/coins';
import { PAYOUT_BULK_MAX, PAYOUT_MSG } from '@/common/validation/payouts';
import { TX_MSG } from '@/common/validation/transaction';
import type { Db, Queryable } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { badRequest, conflict, forbidden, HttpError, notFound } from '@/server/lib/errors';
import { API_MSG } from '@/server/i18n/api-messages';
import { recordAudit } from '../audit/repository';
import type { Notifier } from '../notifications/notifier';
import { findTransaction } from '../money/repository';
import type { TransactionView } from '../money/presenter';
import { updateTransactionIn } from '../transactions/service';
import { trimRate, type RateReading } from '../chain/prices';
import type { ChainDeposits } from '../chain/service';
import { readyPending, pendingByCoin } from './repository';
import { approveIn, lockPendingWithdrawal } from '../withdrawals/approve';
import { clearSteps, reviewsOf, type PayoutRules } from '../withdrawals/reviews';
import { withReviews } from '../withdrawals/review-state';
import { withPayoutChecks } from '../withdrawals/payout-check';
import { csvUsdFromCents, toCsv, type CsvColumn } from '@/common/csv';

export interface PayoutDeps {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  rules: PayoutRules;
  /** the coin rates (an approval fixes the coin amount due; the payout run's file converts at them) and nodes (a payout is checked on its chain) */
  chain: ChainDeposits;
}

/** A withdrawal with its steps and what `reader` may do with it, as staff see it after acting on it. */
export async function findWithReview(db: Queryable, deps: PayoutDeps, reader: UserRow, id: string): Promise<TransactionView> {
  const t = await findTransaction(db, id);
  if (!t) throw notFound(TX_MSG.transactionNotFound);
  const [withReview] = await withReviews(
    db,
    await withPayoutChecks(db, deps.chain, [{ ...t }]),
    reader,
    deps.rules.dualApprovalCents,
    deps.clock.now(),
  );
  return withReview;
}

/** Rejects a pending withdrawal: its funds return to the balance and the owner is told why. */
async function rejectIn(tx: Queryable, deps: PayoutDeps, actor: UserRow, id: string, reason: string) {
  await lockPendingWithdrawal(tx, id);
  await updateTransactionIn(tx, deps, actor, id, { status: 'failed' }, { rejectReason: reason });
}

export async function approveWithdrawal(deps: PayoutDeps, actor: UserRow, id: string, terms: ApprovalTerms) {
  await deps.db.transaction((tx) => approveIn(tx, { clock: deps.clock, prices: deps.chain.prices }, actor, id, terms));
  return findWithReview(deps.db, deps, actor, id);
}

/**
 * The approver takes their approval back (an approval given by mistake, or one nobody else could
 * follow with a payment): only its author, only while the withdrawal is pending (so never once
 * paid). The approval's row goes, so it no longer counts for paying nor in its author's 24-hour sum.
 */
export async function withdrawApproval(deps: PayoutDeps, actor: UserRow, id: string) {
  await deps.db.transaction(async (tx) => {
    const t = await lockPendingWithdrawal(tx, id);
    const approval = (await reviewsOf(tx, [id])).get(id)?.approved;
    if (!approval) throw conflict(PAYOUT_MSG.noApproval);
    if (approval.actorId !== actor.id) throw forbidden(PAYOUT_MSG.notYourApproval);
    await clearSteps(tx, id, ['approved']);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'withdrawal.approval_withdrawn',
      entity: 'transaction',
      entityId: id,
      before: { approved_by: actor.id, approved_at: approval.at.toISOString(), amount: fromCents(t.amountCents) },
    });
  });
  return findWithReview(deps.db, deps, actor, id);
}

/** In the caller's transaction (the route's Idempotency-Key replay wraps it). */
export async function rejectWithdrawal(tx: Queryable, deps: PayoutDeps, actor: UserRow, id: string, { reason }: RejectWithdrawalInput) {
  await rejectIn(tx, deps, actor, id, reason);
  return findWithReview(tx, deps, actor, id);
}

/**
 * Marks one pending withdrawal paid with the hash of the transfer that paid it (the desk's row,
 * the withdrawal's page), under the same rules as any payment (reviews.ts assertMayPay). In the
 * caller's transaction: the route's Idempotency-Key replay wraps it.
 */
export async function markOnePaid(tx: Queryable, deps: PayoutDeps, actor: UserRow, id: string, { reference }: MarkOnePaidInput) {
  await lockPendingWithdrawal(tx, id);
  await updateTransactionIn(tx, deps, actor, id, { status: 'successful', payout_reference: reference });
  return findWithReview(tx, deps, actor, id);
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
  eachOnItsOwn(deps, items, (tx, { id, ...terms }) => approveIn(tx, { clock: deps.clock, prices: deps.chain.prices }, actor, id, terms));

export const rejectMany = (deps: PayoutDeps, actor: UserRow, { ids, reason }: BulkRejectInput) =>
  eachOnItsOwn(
    deps,
    ids.map((id) => ({ id })),
    (tx, { id }) => rejectIn(tx, deps, actor, id, reason),
  );

export async function payoutSummary(db: Queryable, rules: PayoutRules): Promise<PayoutSummary> {
  const rows = await pendingByCoin(db, rules.dualApprovalCents);
  return rows
    .filter((r): r is typeof r & { coin: CoinSymbol } => isCoinSymbol(r.coin))
    .map((r) => {
      const count = Number(r.count);
      const totalCents = Number(r.totalCents);
      const waitingCount = Number(r.waitingCount);
      const waitingCents = Number(r.waitingCents);
      return {
        coin: r.coin,
        count,
        total_usd: fromCents(totalCents),
        ready_count: count - waitingCount,
        ready_total_usd: fromCents(totalCents - waitingCents),
        awaiting_approval_count: waitingCount,
        awaiting_approval_total_usd: fromCents(waitingCents),
        oldest_at: new Date(r.oldestAt ?? 0).toISOString(),
      };
    });
}

type ExportRow = Awaited<ReturnType<typeof readyPending>>[number] & { coinAmount: string; rateUsd: string };
type RateText = Pick<RateReading, 'usd'>;

/** The payout run's columns: the file a wallet or a payout provider takes in, one row per withdrawal. */
const EXPORT_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'coin', value: (r) => r.coin },
  { header: 'address', value: (r) => r.address },
  { header: 'amount_usd', value: (r) => csvUsdFromCents(r.amountCents) },
  { header: 'amount_coin', value: (r) => r.coinAmount },
  { header: 'rate_usd', value: (r) => r.rateUsd },
  { header: 'user', value: (r) => r.name },
  { header: 'email', value: (r) => r.email },
];

/** What `cents` come to in `coin` at `rate`, rounded up to the coin's quoted decimals (the payment covers the dollars). */
const coinAmountOf = (cents: number, coin: CoinSymbol, rate: RateText | undefined) =>
  rate
    ? formatUnits(quoteUnits(cents, rate.usd, CHAIN_COINS[coin].decimals, CHAIN_COINS[coin].quoteDecimals), CHAIN_COINS[coin].decimals)
    : '';

/**
 * The payout run's file for one coin: the pending withdrawals that can be paid (approved, or
 * under the threshold), oldest first, with the amount in the coin at the rate its approval fixed,
 * else the current one (the live one, else the admins' fallback; empty without either): the
 * amount the payout is checked against on chain. Through the one CSV writer.
 */
export async function exportCsv(db: Queryable, deps: Pick<PayoutDeps, 'rules' | 'chain'>, coin: CoinSymbol): Promise<string> {
  const rows = await readyPending(db, coin, deps.rules.dualApprovalCents);
  const current = rows.length ? await deps.chain.prices.rate(db, coin) : undefined;
  const approvals = await reviewsOf(
    db,
    rows.map((r) => r.id),
  );
  return toCsv(
    EXPORT_COLUMNS,
    rows.map((r) => {
      const fixed = approvals.get(r.id)?.approved?.rateUsd;
      const rate = fixed ? { usd: trimRate(fixed) } : current;
      return { ...r, coinAmount: coinAmountOf(r.amountCents, coin, rate), rateUsd: rate?.usd ?? '' };
    }),
  );
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
    if (fields.length !== 2) throw lineError(n, API_MSG.paidLineFields);
    const [id, reference] = fields;
    if (!UUID.test(id)) throw lineError(n, API_MSG.paidLineId);
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
