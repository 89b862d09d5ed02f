import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/src/lib/api-client';
import type { Transaction } from '@/src/types/transaction';
import { TRANSACTIONS_QUERY_KEY } from '@/src/lib/transaction-page';

/**
 * PUT /api/transaction/sender-txid/{id}: the hash of the payment sent for one's own pending
 * deposit to a shared wallet. A PUT: sent again, it sets the same hash (nothing moves).
 */
export async function setSenderTxid(id: string, senderTxid: string): Promise<Transaction> {
  const { data } = await authApi.put<Transaction>(`/transaction/sender-txid/${id}`, { sender_txid: senderTxid });
  return data;
}

export function useSetSenderTxid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, senderTxid }: { id: string; senderTxid: string }) => setSenderTxid(id, senderTxid),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  });
}
