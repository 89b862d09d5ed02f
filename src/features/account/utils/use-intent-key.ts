import { useRef } from 'react';
import { IntentKey } from '../../../../common/idempotency';

interface IntentKeyHandle {
  /** the key for this request body: the last one's while the body is the same */
  keyFor: (request: unknown) => string;
  /** after a success: the next request is a new intent */
  renew: () => void;
}

/** The investor forms' Idempotency-Key, one per intent (IntentKey in common/idempotency.ts). */
export function useIntentKey(): IntentKeyHandle {
  const handle = useRef<IntentKeyHandle | null>(null);
  if (!handle.current) {
    const keys = new IntentKey();
    handle.current = { keyFor: (request) => keys.for(request), renew: () => keys.renew() };
  }
  return handle.current;
}
