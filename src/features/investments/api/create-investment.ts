import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { investSchema } from '@/common/api/transactions';
import { authApi } from '@/src/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/common/idempotency';
import { TRANSACTIONS_QUERY_KEY } from '@/src/lib/transaction-page';
import type { Transaction } from '@/src/types/transaction';
import { ME_QUERY_KEY } from '@/src/lib/auth/me';
import { ACTIVE_INVESTMENTS_QUERY_KEY } from './get-active-investments';

/** POST /api/transaction/invest (the legacy payload, plus planId). */
export type InvestmentPayload = z.input<typeof investSchema>;

export async function createInvestment(payload: InvestmentPayload, idempotencyKey: string): Promise<Transaction> {
  const { data } = await authApi.post<Transaction>('/transaction/invest', payload, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return data;
}

export function useCreateInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: InvestmentPayload; idempotencyKey: string }) =>
      createInvestment(payload, idempotencyKey),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ACTIVE_INVESTMENTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
      ]),
  });
}
