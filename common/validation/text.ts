import { z } from 'zod';
import { defineTexts, plain } from '../i18n/translate';

// PostgreSQL text cannot hold U+0000 (the query fails: a 500), and a lone UTF-16 surrogate is
// not Unicode at all (it cannot be stored or encoded as UTF-8 faithfully). Every text the
// API accepts is checked against this one rule, before any route sees it.

export const TEXT_MSG = defineTexts('text', {
  unsafe: plain,
});

// no `u` flag on purpose: with it a lone surrogate could not be matched on its own
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** False for a string holding U+0000 or a lone surrogate. */
export const isSafeText = (s: string): boolean => !UNSAFE_TEXT.test(s);

/**
 * The path of the first unsafe string (value or key) in a parsed JSON-like value, or
 * undefined when all its text is safe. Paths are segments, as zod reports them.
 */
export function findUnsafeText(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : path;
  // bodies are at most 1 MB, so depth is bounded in practice; the guard keeps it so
  if (depth > 64 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findUnsafeText(value[i], [...path, i], depth + 1);
      if (hit) return hit;
    }
    return undefined;
  }
  for (const [key, v] of Object.entries(value)) {
    if (!isSafeText(key)) return [...path, key];
    const hit = findUnsafeText(v, [...path, key], depth + 1);
    if (hit) return hit;
  }
  return undefined;
}

/** A string field that refuses NUL and lone surrogates (for forms that want to say so early). */
export const safeTextField = z.string().refine(isSafeText, { error: () => TEXT_MSG.unsafe });
