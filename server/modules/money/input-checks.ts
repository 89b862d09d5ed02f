import { TX_MSG } from '@/common/validation/transaction';
import type { UserRow } from '@/server/db/schema';
import { badRequest } from '@/server/lib/errors';

/** A 400 that names the one field at fault. */
export const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** An investor acts only for themself: a `userid` in the body, if sent, must be their own. */
export function ownId(actor: UserRow, userid: string | undefined) {
  if (userid !== undefined && userid !== actor.id) {
    throw badRequest(TX_MSG.notOwnId, [{ field: 'userid', message: TX_MSG.notOwnId }]);
  }
}
