import { useMutation } from '@tanstack/react-query';
import { authApi } from '@/src/lib/api-client';

/**
 * GET /api/reserves/snapshots/{id}/proof: the signed-in account's proof that its balance is in
 * that snapshot (404 when the account is not in it). Kept as it came, not typed as a proof: the
 * page verifies it in the browser instead of trusting the server that made it.
 */
export async function getMyProof(snapshotId: number): Promise<unknown> {
  const { data } = await authApi.get<unknown>(`/reserves/snapshots/${encodeURIComponent(snapshotId)}/proof`);
  return data;
}

/**
 * 'Get my proof': fetched on the investor's click, never kept in the cache (its nonce is theirs
 * alone, and the server says no-store).
 */
export const useGetMyProof = () => useMutation({ mutationFn: (snapshotId: number) => getMyProof(snapshotId) });
