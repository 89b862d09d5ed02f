import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { withdrawalSchema } from '@/common/api/transactions';
import type { CoinSymbol } from '@/common/coins';
import { authApi } from '@/src/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/common/idempotency';
import { TRANSACTIONS_QUERY_KEY } from '@/src/lib/transaction-page';
import type { Transaction } from '@/src/types/transaction';
import { ME_QUERY_KEY } from '@/src/lib/auth/me';

/** POST /api/transaction/save, a withdrawal: the server takes the user from the token. */
export type WithdrawalPayload = z.input<typeof withdrawalSchema> & {
  trnx_type: 'withdraw';
  /** this client always names the coin, hence the network the address is checked on and the payout is made on */
  payment_method: CoinSymbol;
};

export async function createWithdrawal(payload: WithdrawalPayload, idempotencyKey: string): Promise<Transaction> {
  const { data } = await authApi.post<Transaction>('/transaction/save', payload, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return data;
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: WithdrawalPayload; idempotencyKey: string }) =>
      createWithdrawal(payload, idempotencyKey),
    // the funds are held at once: the balance and the activity list change
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
      ]),
  });
}
