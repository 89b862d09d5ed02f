import { eq, sql } from 'drizzle-orm';
import { coinFromLabel } from '@/common/coins';
import { STATUSES_BY_TYPE } from '@/common/transactions';
import { TX_MSG } from '@/common/validation/transaction';
import type { Db, Queryable } from '@/server/db/client';
import { depositAddresses, ledgerEntries, type TransactionRow, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { conflict, isForeignKeyViolation, notFound } from '@/server/lib/errors';
import { API_MSG } from '@/server/i18n/api-messages';
import { recordAudit } from '../audit/repository';
import type { Notifier } from '../notifications/notifier';
import { assertMayPay, reviewsOf, type PayoutRules } from '../withdrawals/reviews';
import { clearApproval, recordWithdrawalStep } from '../withdrawals/steps';
import { checkPayoutOnChain } from '../withdrawals/payout-check';
import type { ChainDeposits } from '../chain/service';
import { recheckAsNewRequest } from '../withdrawals/checks';
import { assertNotOwnMoney } from '../duties/rules';
import { PAYOUT_MSG } from '@/common/validation/payouts';
import { toCents } from '@/common/money';
import { fieldError } from '../money/input-checks';
import { creditedAtChange, postCashEffect } from '../money/money-effects';
import { applyInvestmentEffect } from '../investments/effects';
import { moneyApplied } from '../money/money-state';
import { toPublicTransaction, wirePaymentAddress, wirePaymentMethod } from '../money/presenter';
import { findTransaction, lockTransaction, transactionView, updateTransactionRow } from '../money/repository';
import { transitionOf } from '../money/state-machine';
import {
  changesApprovedTerms,
  checkPayoutReference,
  editedPayoutTarget,
  rejectReasonOf,
  type PayoutTarget,
  type UpdateInput,
} from '../money/update-checks';

export interface UpdateDeps {
  db: Db;
  clock: Clock;
  /** tells the owner of a credited deposit, a paid or returned withdrawal, a completed investment */
  notifier: Notifier;
  /** the two-person threshold (DUAL_APPROVAL_USD) */
  rules: PayoutRules;
  /** the coins' nodes and rates: a payout is checked on its chain when marked paid */
  chain: ChainDeposits;
}

/** What the payout desk adds to a status change: the reason of a rejection, told to the owner. */
export interface UpdateExtras {
  rejectReason?: string;
}

/** An admin's edit of one record: amount, coin and address, and status along an allowed edge. */
export function updateTransaction(deps: UpdateDeps, actor: UserRow, id: string, input: UpdateInput, extras: UpdateExtras = {}) {
  return deps.db.transaction((tx) => updateTransactionIn(tx, deps, actor, id, input, extras));
}

/** updateTransaction inside the caller's database transaction (the payout desk's bulk steps). */
export async function updateTransactionIn(
  tx: Queryable,
  deps: Omit<UpdateDeps, 'db'>,
  actor: UserRow,
  id: string,
  input: UpdateInput,
  extras: UpdateExtras = {},
) {
  const { clock } = deps;
  // the row, locked, with its owner's name and e-mail (the audit's before and the notice's address)
  const before = await findTransaction(tx, id, { forUpdate: true });
  if (!before) throw notFound(TX_MSG.transactionNotFound);
  const t: TransactionRow = before;
  // nobody approves, pays, rejects or edits their own withdrawal, deposit or investment
  assertNotOwnMoney(actor.id, t.userId);
  const allowed = STATUSES_BY_TYPE[t.type];
  if (!allowed.includes(input.status)) {
    throw fieldError('status', API_MSG.statusNotOfType(t.type, allowed));
  }
  const payoutReference = input.payout_reference ?? undefined;
  checkPayoutReference(t, input.status, payoutReference);
  // no edge happens unless the table allows it
  const edge = transitionOf(t.type, t.status, input.status);
  if (!edge) throw conflict(API_MSG.unknownStatus(t.type, t.status));
  if (!edge.allowed) throw conflict(edge.reason);
  const now = clock.now();

  const newAmount = input.amount === undefined ? t.amountCents : toCents(input.amount);
  if (newAmount !== t.amountCents) {
    if (t.type === 'withdraw' && t.status === 'successful') throw conflict(TX_MSG.withdrawalFinal);
    if (moneyApplied(t)) {
      throw conflict(t.type === 'investment' ? API_MSG.investmentAmountFixed : API_MSG.amountOnlyBeforeMoney(t.type));
    }
  }
  if (t.type === 'investment') {
    // its legacy fields as shown (duration days, daily percent): sent back unchanged, fine
    const changedTerms =
      (input.payment_method !== undefined && input.payment_method !== wirePaymentMethod(t)) ||
      (input.payment_address !== undefined && input.payment_address !== wirePaymentAddress(t));
    if (changedTerms) throw conflict(API_MSG.investmentTermsFixed);
  }
  // the PUT's reason or the reject routes': a pending withdrawal set to failed always has one
  const reason = extras.rejectReason ?? input.reason;
  const rejectReason = await rejectReasonOf(t, input.status, reason, async () => (await reviewsOf(tx, [id])).get(id)?.rejected?.reason);
  const target: PayoutTarget =
    t.type === 'withdraw'
      ? editedPayoutTarget(t, input)
      : {
          ...(t.type === 'deposit' && input.payment_method !== undefined && editedDepositCoin(t, input.payment_method)),
          ...(t.type === 'deposit' && input.payment_address !== undefined && { paymentAddress: input.payment_address }),
        };
  const paying = edge.effect === 'pay_out' || edge.effect === 'hold_and_pay_out';
  // an approval is of the amount, the coin and the address: a change of any of them is a
  // withdrawal nobody approved yet
  const changedDestination = target.coin !== undefined || target.paymentAddress !== undefined;
  const changedTerms = t.type === 'withdraw' && changesApprovedTerms(t, newAmount, target);
  if (t.type === 'withdraw') {
    // paid in the same request as the change, the payment would be of terms nobody saw approved
    if (paying && changedTerms) throw conflict(PAYOUT_MSG.payWithChangedTerms);
    if (paying) await assertMayPay(tx, actor.id, t, newAmount, deps.rules, now);
    if (changedTerms) await clearApproval(tx, actor, t);
  }
  // The row is written once, with RETURNING giving the answer. A deposit's status change folds
  // the edit into the status write below; a withdrawal's is written first, since its checks
  // read it, and so is an investment's (accrual reads and writes the row itself).
  const edit = { amountCents: newAmount, ...target, updatedAt: now };
  const writeRow = (set: Partial<TransactionRow>) => updateTransactionRow(tx, id, set);
  const foldEdit = t.type === 'deposit' && input.status !== t.status;
  // a request that changes nothing (a retry, a second admin's same edit) writes nothing, not even updated_at
  const unchanged =
    input.status === t.status &&
    newAmount === t.amountCents &&
    Object.entries(target).every(([column, value]) => t[column as keyof TransactionRow] === value);
  let written = foldEdit || unchanged ? undefined : await writeRow(edit);
  const edited = { ...t, ...target, amountCents: newAmount, updatedAt: now };
  // a new destination is checked as a new request's (the owner's allow-list, fresh risk flags);
  // a failed one held again below is checked in full there
  const heldAgain = edge.effect === 'hold' || edge.effect === 'hold_and_pay_out';
  if (t.type === 'withdraw' && changedDestination && !heldAgain) {
    await recheckAsNewRequest(tx, edited, deps.rules, now, { limit: false });
  }

  if (input.status !== t.status) {
    if (t.type === 'investment') {
      // settling or cancelling tells the owner (money-effects.ts EDGE_NOTICES)
      await applyInvestmentEffect(tx, t, edge.effect, input.status, now, deps.notifier);
      // accrual and settlement wrote the row themselves
      written = undefined;
    } else {
      // each posting tells the owner (money-effects.ts EDGE_NOTICES)
      await postCashEffect(tx, edited, edge.effect, actor.id, { notifier: deps.notifier, payoutReference, reason: rejectReason });
      // a failed withdrawal held again asks for money again: checked like a new request
      // (allow-list, daily limit, risk flags), after the hold has locked the owner's row
      if (t.type === 'withdraw' && heldAgain) await recheckAsNewRequest(tx, edited, deps.rules, now, { limit: true });
      written = await writeRow({
        ...(foldEdit && edit),
        ...creditedAtChange(edge.effect, now),
        status: input.status,
        ...((edge.effect === 'pay_out' || edge.effect === 'hold_and_pay_out') && { payoutReference }),
        updatedAt: now,
      });
      if (t.type === 'withdraw') await recordWithdrawalStep(tx, actor, edited, edge.effect, { payoutReference, reason: rejectReason, now });
      if (paying && payoutReference) await checkPayoutOnChain(tx, deps.chain, edited, payoutReference, now);
    }
  }
  // the owner does not change in an update: RETURNING and the locked read make the answer
  const after = written ? transactionView(written, before) : unchanged ? before : await findTransaction(tx, id);
  if (!after) throw notFound(TX_MSG.transactionNotFound);
  const changed =
    JSON.stringify(toPublicTransaction({ ...before, updatedAt: after.updatedAt })) !== JSON.stringify(toPublicTransaction(after));
  if (changed) {
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'transaction.update',
      entity: 'transaction',
      entityId: id,
      before: before && toPublicTransaction(before),
      after: toPublicTransaction(after),
    });
  }
  return after;
}

/**
 * Only a record that never moved money and that nothing else refers to may go; the others are
 * reversed by status (409 says which way). A deposit with an address derived for it keeps it:
 * the address stays watched, and a payment that still arrives is credited as a deposit of its
 * own, so the record it belongs to must stay (it is marked failed instead).
 */
export async function deleteTransaction(db: Db, actor: UserRow, id: string) {
  return db.transaction(async (tx) => {
    const t = await lockTransaction(tx, id);
    if (!t) throw notFound(TX_MSG.transactionNotFound);
    const [moved] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.transactionId, id)).limit(1);
    if (moved) throw conflict(TX_MSG.deleteMovedMoney);
    const [address] = await tx
      .select({ id: depositAddresses.id })
      .from(depositAddresses)
      .where(eq(depositAddresses.transactionId, id))
      .limit(1);
    if (address) throw conflict(TX_MSG.deleteOnChainDeposit);
    const before = await findTransaction(tx, id);
    try {
      // a savepoint: a refusal by a foreign key leaves the transaction usable to answer 409
      await tx.transaction(async (sp) => sp.execute(sql`delete from transactions where id = ${id}::uuid`));
    } catch (err) {
      // anything else that still points here (a payout review, a chain payment): kept, not a 500
      if (isForeignKeyViolation(err)) throw conflict(TX_MSG.deleteReferenced);
      throw err;
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'transaction.delete',
      entity: 'transaction',
      entityId: id,
      before: before && toPublicTransaction(before),
      after: null,
    });
    return before!;
  });
}

/**
 * A deposit's coin after an admin's edit: one of ours, by symbol or name in any case (the edit
 * form sends back the name it showed). The same coin in another spelling is no change; a text
 * naming none of ours is refused, as on a new deposit.
 */
function editedDepositCoin(t: TransactionRow, method: string): PayoutTarget {
  // as it was shown ('' for an older deposit with no coin): no change
  if (method.trim() === wirePaymentMethod(t)) return {};
  const coin = coinFromLabel(method);
  if (!coin) throw fieldError('payment_method', TX_MSG.coin);
  return coin === t.coin ? {} : { coin };
}
