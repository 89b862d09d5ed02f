import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { depositSchema } from '@/common/api/transactions';
import { authApi } from '@/src/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/common/idempotency';
import { TRANSACTIONS_QUERY_KEY } from '@/src/lib/transaction-page';
import type { Transaction } from '@/src/types/transaction';
import { ME_QUERY_KEY } from '@/src/lib/auth/me';

/** POST /api/transaction/save, a deposit; pending until an admin confirms it. */
export type DepositPayload = z.input<typeof depositSchema>;

export async function createDeposit(payload: DepositPayload, idempotencyKey: string): Promise<Transaction> {
  const { data } = await authApi.post<Transaction>('/transaction/save', payload, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return data;
}

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: DepositPayload; idempotencyKey: string }) =>
      createDeposit(payload, idempotencyKey),
    // the new deposit shows in the activity list; no page reload
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}
