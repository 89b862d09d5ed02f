import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toCents } from '@/common/money';
import type { withdrawalSchema } from '@/common/api/transactions';
import { EMAIL_MSG } from '@/common/validation/email-verification';
import { addressIssue, TX_MSG, withdrawalCoin } from '@/common/validation/transaction';
import { canonicalAddress } from '@/common/validation/withdrawal-addresses';
import type { Queryable } from '@/server/db/client';
import { transactions, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { forbidden } from '@/server/lib/errors';
import { postEntry } from '../ledger/service';
import type { Notifier } from '../notifications/notifier';
import { assertDestinationAllowed } from '../withdrawal-addresses/service';
import type { PayoutRules } from './reviews';
import { assertNoSecurityHold, assertNotLocked, assertWithinDailyLimit, riskFlagsOf } from './checks';
import { fieldError, ownId } from '../money/input-checks';

/**
 * A withdrawal holds its funds at once, so concurrent requests can't spend them twice; the
 * owner is told in the same transaction.
 */
export async function createWithdrawal(
  tx: Queryable,
  actor: UserRow,
  input: z.output<typeof withdrawalSchema>,
  { clock, notifier, rules }: { clock: Clock; notifier: Notifier; rules: PayoutRules },
) {
  ownId(actor, input.userid);
  if (!actor.emailVerified) throw forbidden(EMAIL_MSG.verifyFirst);
  if (!actor.kycStatus) throw forbidden(TX_MSG.kycRequired);
  // the schema has checked the address for this coin's network; this only narrows the type
  const coin = withdrawalCoin(input);
  if (!coin) throw fieldError('address', addressIssue(coin, input.address)!);
  const now = clock.now();
  assertNotLocked(actor);
  assertNoSecurityHold(actor, now, rules.securityChangeHoldMs);
  await assertDestinationAllowed(tx, actor, coin, input.address, now);
  const [row] = await tx
    .insert(transactions)
    .values({
      userId: actor.id,
      type: 'withdraw',
      amountCents: toCents(input.amount),
      status: 'pending',
      coin,
      // one spelling per address (EIP-55 case, lower-case bech32), as the address book keeps it:
      // risk flags and the allow-list compare addresses, not how they were typed
      paymentAddress: canonicalAddress(coin, input.address),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await postEntry(
    tx,
    { userId: actor.id, account: 'balance', amountCents: -row.amountCents, kind: 'withdrawal_hold', transactionId: row.id },
    {
      notifier,
      kind: 'withdrawal_requested',
      params: { transactionId: row.id, amountCents: row.amountCents, coin, address: row.paymentAddress },
    },
    TX_MSG.balanceTooLow,
  );
  // the hold has locked the user's row: concurrent withdrawals are counted one after the other
  await assertWithinDailyLimit(tx, actor, row, rules, now);
  const riskFlags = await riskFlagsOf(tx, actor, row, rules, now);
  if (riskFlags.length) await tx.update(transactions).set({ riskFlags }).where(eq(transactions.id, row.id));
  return { ...row, riskFlags };
}
