import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SecurityHoldReason } from '@/common/security-hold';
import { ME_QUERY_KEY } from '@/src/lib/auth/me';
import type { MyProfile } from '@/src/types/api';

/** The pause a security change puts on withdrawals (common/security-hold.ts), as /profile/me says it. */
export interface SecurityHold {
  /** ISO: withdrawals can be asked for again from then */
  until: string;
  reason: SecurityHoldReason;
}

/** setTimeout's longest wait (about 24.8 days); a longer hold is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Still to come on this device's clock. */
const isFuture = (ms: number): boolean => ms > Date.now();

/**
 * The pause on the signed-in user's withdrawals while it runs on the reader's clock; null when
 * there is none, or once it has ended. When it ends with the screen open, the profile is read
 * again (the server's word: usually no pause, perhaps a later change's), so the form is usable
 * again without a reload.
 */
export function useSecurityHold(profile: MyProfile | undefined): SecurityHold | null {
  const queryClient = useQueryClient();
  const until = profile?.withdrawals_paused_until ?? null;
  const reason = profile?.withdrawals_paused_because ?? null;
  const end = until === null ? Number.NaN : Date.parse(until);
  // the `until` seen to pass while the screen was open: the render that follows drops the pause
  const [ended, setEnded] = useState<string | null>(null);

  useEffect(() => {
    if (until === null || !Number.isFinite(end)) return;
    let timer: number | undefined;
    const check = () => {
      const left = end - Date.now();
      if (left > 0) {
        timer = window.setTimeout(check, Math.min(left, LONGEST_TIMER_MS));
        return;
      }
      setEnded(until);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    };
    timer = window.setTimeout(check, Math.max(0, Math.min(end - Date.now(), LONGEST_TIMER_MS)));
    return () => window.clearTimeout(timer);
  }, [until, end, queryClient]);

  if (until === null || reason === null || !Number.isFinite(end) || ended === until || !isFuture(end)) return null;
  return { until, reason };
}
