import { useRef } from 'react';
import { IntentKey } from '../../common/idempotency';

/**
 * The back-office's Idempotency-Key for what a form says now (`intent`): kept while it says
 * the same, renewed after a success (IntentKey in common/idempotency.ts). A ref, not
 * useMemo: React may drop a memo, and a dropped key would be a second payment.
 */
export function useIntentKey(intent: unknown): { key: string; renew: () => void } {
  const keys = useRef<{ intentKey: IntentKey; renew: () => void } | null>(null);
  if (!keys.current) {
    const intentKey = new IntentKey();
    keys.current = { intentKey, renew: () => intentKey.renew() };
  }
  return { key: keys.current.intentKey.for(intent), renew: keys.current.renew };
}
