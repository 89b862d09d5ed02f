// Error retry after 5 s (10 s on slow connections),
// duplicate requests within 2 s share one answer, focus refetches at most every 5 s.
// src/lib/query-client.ts sets the app-wide defaults; the investor queries spread these.

export const RETRY_DELAY_MS = 5_000;
export const SLOW_RETRY_DELAY_MS = 10_000;
export const DEDUPE_MS = 2_000;
export const FOCUS_THROTTLE_MS = 5_000;

const SLOW_TYPES = new Set(['slow-2g', '2g']);

interface NetworkInformationLike {
  effectiveType?: string;
}

/** navigator.connection.effectiveType is 2g or slow-2g (Chromium only; elsewhere never slow). */
export function isSlowConnection(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
  return !!connection?.effectiveType && SLOW_TYPES.has(connection.effectiveType);
}

export const retryDelay = (): number => (isSlowConnection() ? SLOW_RETRY_DELAY_MS : RETRY_DELAY_MS);

/** Refetch on focus only when the data is older than the throttle window. */
export const throttledFocusRefetch = (query: { state: { dataUpdatedAt: number } }): boolean =>
  Date.now() - query.state.dataUpdatedAt >= FOCUS_THROTTLE_MS;

/** Every investor query: retry timing and dedupe. Focus and reconnect are set per query. */
export const accountQueryDefaults = {
  retryDelay,
  staleTime: DEDUPE_MS,
} as const;
