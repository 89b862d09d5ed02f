import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicWithdrawalAddress } from '@/common/api/withdrawal-addresses';
import { authApi } from '@/src/lib/api-client';
import { WITHDRAWAL_ADDRESSES_QUERY_KEY } from './get-withdrawal-addresses';

/** DELETE /api/withdrawal-addresses/{id}: removes one of the investor's saved addresses. */
export async function deleteWithdrawalAddress(id: string): Promise<PublicWithdrawalAddress> {
  const { data } = await authApi.delete<PublicWithdrawalAddress>(`/withdrawal-addresses/${encodeURIComponent(id)}`);
  return data;
}

export function useDeleteWithdrawalAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWithdrawalAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WITHDRAWAL_ADDRESSES_QUERY_KEY }),
  });
}
