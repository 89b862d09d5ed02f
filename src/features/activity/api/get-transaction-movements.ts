import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerEntry } from '@/common/api/ledger';
import { accountQueryDefaults } from '@/src/lib/query-policy';
import { totalFromContentRange, type Page } from '@/src/lib/transaction-page';
import { expectArray } from '@/src/utils/expect-array';
import { useLoggedId } from '@/src/hooks/use-logged-id';
import { authApi } from '@/src/lib/api-client';

/**
 * The most movements the details show: a page of the ledger route. A year-long plan pays
 * 365 daily profits, so one transaction's movements fit; beyond, the count says there are more.
 */
export const MOVEMENTS_LIMIT = 500;

/** GET /api/profile/{id}/ledger filtered to one transaction, oldest first: how it moved the balance and profit. */
export async function getTransactionMovements(userId: string, transactionId: string, signal?: AbortSignal): Promise<Page<LedgerEntry>> {
  const response = await authApi.get<unknown>(`/profile/${encodeURIComponent(userId)}/ledger`, {
    params: {
      sort: JSON.stringify(['createdAt', 'ASC']),
      range: JSON.stringify([0, MOVEMENTS_LIMIT - 1]),
      filter: JSON.stringify({ transaction_id: transactionId }),
    },
    signal,
  });
  const rows = expectArray<LedgerEntry>(response.data);
  return { rows, total: totalFromContentRange(response.headers['content-range'], 0, rows.length) };
}

export const transactionMovementsQueryOptions = (userId: string | null, transactionId: string) =>
  queryOptions({
    queryKey: ['transaction-movements', userId, transactionId],
    queryFn: ({ signal }) => getTransactionMovements(userId as string, transactionId, signal),
    enabled: userId !== null,
    ...accountQueryDefaults,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useTransactionMovements = (transactionId: string) => useQuery(transactionMovementsQueryOptions(useLoggedId(), transactionId));
