import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key';

/**
 * One Idempotency-Key per intent (DESIGN.md section 5). The intent is the request itself:
 * the same body gets the same key, so every retry and every extra click is one request for
 * the server; a changed input (another amount, coin, address) is a new intent with a new
 * key, and after a success the key is renewed so the next identical request is new too.
 *
 * The key lives in a ref, not in state: two clicks in the same task both run before React
 * re-renders, and only a value both can read at once keeps them one request.
 */
export function useIntentKey() {
  const intent = useRef<{ body: string; key: string } | null>(null);
  /** the key for this request body: the last one's if the body is the same */
  const keyFor = useCallback((request: unknown) => {
    const body = JSON.stringify(request);
    if (intent.current?.body !== body) intent.current = { body, key: newIdempotencyKey() };
    return intent.current.key;
  }, []);
  /** after a success: the next request is a new intent, even with the same body */
  const renew = useCallback(() => {
    intent.current = null;
  }, []);
  return { keyFor, renew };
}
