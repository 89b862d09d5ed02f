import { useState } from 'react';
import { IntentKey } from '@/common/idempotency';

interface IntentKeyHandle {
  /** the key for this request body: the last one's while the body is the same */
  keyFor: (request: unknown) => string;
  /** after a success: the next request is a new intent */
  renew: () => void;
}

/**
 * The investor forms' Idempotency-Key, one per intent (IntentKey in common/idempotency.ts).
 * State made once, not useMemo: React may drop a memo, and a dropped key would be a second payment.
 */
export function useIntentKey(): IntentKeyHandle {
  const [handle] = useState<IntentKeyHandle>(() => {
    const keys = new IntentKey();
    return { keyFor: (request) => keys.for(request), renew: () => keys.renew() };
  });
  return handle;
}
