/** The header that makes a money-moving POST safe to retry (docs/security.md, Money). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A fresh random key, a v4 UUID. crypto.randomUUID exists only in secure contexts (https,
 * localhost); a page served over plain http elsewhere builds the same layout from
 * crypto.getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What an Idempotency-Key stands for: the request without its step-up proof (`code`). A code
 * from the app is good once and a passkey's token is made afresh for each try, so a retry of the
 * same withdrawal carries a new proof and must still be the same intent: the server then answers
 * it from the first try instead of moving the money again. Both the forms' keys and the server's
 * check of a reused key read requests through this.
 */
export function intentOf(request: unknown): unknown {
  if (request === null || typeof request !== 'object' || Array.isArray(request) || !('code' in request)) return request;
  const { code: _proof, ...intent } = request as Record<string, unknown>;
  return intent;
}

/**
 * One Idempotency-Key per intent. The intent is what the form would send: the same intent
 * keeps its key, so every retry and every extra click is one request for the server; a
 * changed input is a new intent with a new key; `renew()` after a success makes the next,
 * identical request a new one. The investor forms and the back-office's credit/debit both
 * hold one of these in a ref: two clicks in one task run before React re-renders, so only a
 * value both can read at once keeps them one request.
 */
export class IntentKey {
  private current: { fingerprint: string; key: string } | null = null;

  /** the key for this intent: the previous one's while the intent is the same */
  for(intent: unknown): string {
    const fingerprint = JSON.stringify(intentOf(intent));
    if (this.current?.fingerprint !== fingerprint) this.current = { fingerprint, key: newIdempotencyKey() };
    return this.current.key;
  }

  /** after a success: the next request is a new intent, even if it looks the same */
  renew(): void {
    this.current = null;
  }
}
