import { useState } from 'react';
import { IntentKey } from '@/common/idempotency';

/**
 * The back-office's Idempotency-Key for what a form says now (`intent`): kept while it says
 * the same, renewed after a success (IntentKey in common/idempotency.ts). State made once,
 * not useMemo: React may drop a memo, and a dropped key would be a second payment.
 */
export function useIntentKey(intent: unknown): { key: string; renew: () => void } {
  const [keys] = useState(() => {
    const intentKey = new IntentKey();
    return { intentKey, renew: () => intentKey.renew() };
  });
  return { key: keys.intentKey.for(intent), renew: keys.renew };
}
