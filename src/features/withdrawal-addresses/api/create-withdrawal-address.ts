import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWithdrawalAddressPayload, PublicWithdrawalAddress } from '@/common/api/withdrawal-addresses';
import { authApi } from '@/src/lib/api-client';
import { WITHDRAWAL_ADDRESSES_QUERY_KEY } from './get-withdrawal-addresses';

/** POST /api/withdrawal-addresses: saves an address (with 2FA on, with a code). */
export async function createWithdrawalAddress(body: CreateWithdrawalAddressPayload): Promise<PublicWithdrawalAddress> {
  const { data } = await authApi.post<PublicWithdrawalAddress>('/withdrawal-addresses', body);
  return data;
}

export function useCreateWithdrawalAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawalAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WITHDRAWAL_ADDRESSES_QUERY_KEY }),
  });
}
