import type { PublicTransaction } from '../../../server/modules/transactions/schemas';

/** GET /api/transaction/{logged_id} and /transaction/invest/active/{logged_id}, one record: the server's own shape. */
export type Transaction = PublicTransaction;
