import type { z } from 'zod';
import { toCents } from '@/common/money';
import type { withdrawalSchema } from '@/common/api/transactions';
import { EMAIL_MSG } from '@/common/validation/email-verification';
import { addressIssue, TX_MSG, withdrawalCoin } from '@/common/validation/transaction';
import type { Queryable } from '@/server/db/client';
import { transactions, type UserRow } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { forbidden } from '@/server/lib/errors';
import { postEntry } from '../ledger/service';
import { fieldError, ownId } from './input-checks';

/** A withdrawal holds its funds at once, so concurrent requests can't spend them twice. */
export async function createWithdrawal(tx: Queryable, actor: UserRow, input: z.output<typeof withdrawalSchema>, clock: Clock) {
  ownId(actor, input.userid);
  if (!actor.emailVerified) throw forbidden(EMAIL_MSG.verifyFirst);
  if (!actor.kycStatus) throw forbidden(TX_MSG.kycRequired);
  // the schema has checked the address for this coin's network; this only narrows the type
  const coin = withdrawalCoin(input);
  if (!coin) throw fieldError('address', addressIssue(coin, input.address)!);
  const now = clock.now();
  const [row] = await tx
    .insert(transactions)
    .values({
      userId: actor.id,
      type: 'withdraw',
      amountCents: toCents(input.amount),
      status: 'pending',
      paymentMethod: coin,
      paymentAddress: input.address,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await postEntry(
    tx,
    { userId: actor.id, account: 'balance', amountCents: -row.amountCents, kind: 'withdrawal_hold', transactionId: row.id },
    TX_MSG.balanceTooLow,
  );
  return row;
}
