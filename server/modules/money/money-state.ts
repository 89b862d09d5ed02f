import type { TransactionRow } from '@/server/db/schema';

/** Is the money of this deposit on the user's balance? */
export const depositCredited = (status: string) => status === 'successful';
/** Is the money of this withdrawal held off the user's balance? */
export const withdrawalHeld = (status: string) => status === 'pending' || status === 'successful';
/** Has this record moved money in its current status? (amount edits are refused then) */
export const moneyApplied = (t: TransactionRow) =>
  t.type === 'deposit' ? depositCredited(t.status) : t.type === 'withdraw' ? withdrawalHeld(t.status) : true;
