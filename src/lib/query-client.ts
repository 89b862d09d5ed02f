import { QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 3;
/** Retry after 5 s; duplicate requests within 2 s share one answer. */
const RETRY_DELAY_MS = 5_000;
const STALE_MS = 2_000;

/**
 * The HTTP status of a failed call (axios puts it on `response`), read structurally: importing
 * axios here would put the whole HTTP client into every page's first download.
 */
const statusOf = (error: unknown): number | undefined => {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : undefined;
};

/** Client errors (4xx) will not change by retrying; network and 5xx errors may. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
        staleTime: STALE_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
