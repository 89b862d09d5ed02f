import { useCallback, useRef } from 'react';

const newKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * One Idempotency-Key per intent. The key is made for what the form says now (`intent`, any
 * JSON-able value) and kept while it says the same: every retry and every extra click send it,
 * so the server runs the movement once. Changing the inputs makes a new intent (a new key);
 * `renew()` after a success makes the next, identical request a new movement.
 * A ref, not useMemo: React may drop a memo, and a dropped key would be a second payment.
 */
export function useIntentKey(intent: unknown): { key: string; renew: () => void } {
  const fingerprint = JSON.stringify(intent);
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: newKey() };
  const renew = useCallback(() => {
    current.current = null;
  }, []);
  return { key: current.current.key, renew };
}
