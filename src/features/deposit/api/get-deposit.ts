import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/src/lib/api-client';
import { accountQueryDefaults } from '@/src/lib/query-policy';
import type { Transaction } from '@/src/types/transaction';

/** How often the payment dialog asks how far the payment has come: a block is minutes apart, a few seconds is plenty. */
export const DEPOSIT_POLL_MS = 5_000;

/** GET /api/transaction/single/{id}: the one record. */
export async function getDeposit(id: string, signal?: AbortSignal): Promise<Transaction> {
  const { data } = await authApi.get<unknown>(`/transaction/single/${id}`, { signal });
  const record = data as Partial<Transaction> | null;
  if (!record || typeof record !== 'object' || record._id !== id) throw new Error(`expected deposit ${id}`);
  return record as Transaction;
}

/** A deposit still waiting for its payment or confirmations; credited or failed, it no longer changes. */
export const isSettled = (t: Pick<Transaction, 'status'>): boolean => t.status !== 'pending';

/**
 * Polled while the payment dialog is open, starting from the record the POST answered
 * (so the dialog shows at once), and stopped once the deposit is credited or failed.
 */
export const depositQueryOptions = (created: Transaction) =>
  queryOptions({
    queryKey: ['deposit', created._id],
    queryFn: ({ signal }) => getDeposit(created._id, signal),
    initialData: created,
    refetchInterval: (query) => (query.state.data && isSettled(query.state.data) ? false : DEPOSIT_POLL_MS),
    ...accountQueryDefaults,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useDeposit = (created: Transaction) => useQuery(depositQueryOptions(created));
