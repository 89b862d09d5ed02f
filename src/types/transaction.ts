import type { PublicTransaction } from '@/common/api/transactions';

/** GET /api/transaction/{id} (the user's id) and /transaction/invest/active/{logged_id}, one record: the server's own shape. */
export type Transaction = PublicTransaction;
