import type { Json } from './httpClient';
import { pick, type PayloadBuilder, type ResourceApi } from './resourceApi';

const pickTransaction = pick(['status', 'amount', 'payment_method', 'payment_address', 'payout_reference', 'reason'], ['status']);
/**
 * Status always (the API requires it); the rest only when changed, so nothing else is
 * overwritten. A payout reference goes only with a withdrawal being marked successful (paid),
 * a reason only with a pending withdrawal being set to failed (rejected); one typed and then
 * abandoned for another status stays behind.
 */
const transactionPayload: PayloadBuilder = (data, previous) => {
  const out = pickTransaction(data, previous);
  const type = data.type ?? previous?.type;
  if (out.status !== 'successful' || type !== 'withdraw' || typeof out.payout_reference !== 'string') delete out.payout_reference;
  else out.payout_reference = out.payout_reference.trim();
  const rejecting = type === 'withdraw' && out.status === 'failed' && previous?.status === 'pending';
  if (!rejecting || typeof out.reason !== 'string') delete out.reason;
  else out.reason = out.reason.trim();
  return out;
};

/** Transactions; deposits, withdrawals and investments are the same API with a fixed type filter. */
export const transactionsApi = (fixedFilter?: Json): ResourceApi => ({
  list: 'transaction/all/',
  one: 'transaction/single',
  update: 'transaction',
  remove: 'transaction/delete',
  fixedFilter,
  idFilter: true,
  updatePayload: transactionPayload,
});
