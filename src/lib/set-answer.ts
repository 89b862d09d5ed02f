import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a change's answer in the cache as the state of `queryKey`. A fetch of that key that
 * left before the server made the change (a poll, a focus refetch) may still be on its way and
 * would bring the old state back when it lands, so it is dropped first; any fetch that starts
 * after this reads the new state.
 */
export async function setAnswer<T>(queryClient: QueryClient, queryKey: QueryKey, answer: T): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, answer);
}
