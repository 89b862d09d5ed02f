import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText, safeTextField, TEXT_MSG } from '@/common/validation/text';

describe('isSafeText', () => {
  it.each(['', 'Ada Lovelace', 'Zoë 😀 日本', 'tab\tand\nnewline', '\uFFFD', '\uD83D\uDE00'])('accepts %j', (s) => {
    expect(isSafeText(s)).toBe(true);
  });
  it.each(['\u0000', 'a\u0000b', '\uD800', 'x\uDBFF', '\uDC00y', 'a\uDE00\uD83D', '\uD83D\uD83D\uDE00'.slice(0, 2)])('refuses %j', (s) => {
    expect(isSafeText(s)).toBe(false);
  });
});

describe('findUnsafeText', () => {
  it('names the first unsafe value or key by its path', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, 'ok', { c: 'x\u0000' }] })).toEqual(['b', 2, 'c']);
    expect(findUnsafeText({ ['k\uD800']: 1 })).toEqual(['k\uD800']);
    expect(findUnsafeText('\u0000')).toEqual([]);
    expect(findUnsafeText({ a: 1, b: null, c: true, d: ['fine'] })).toBeUndefined();
  });
});

describe('safeTextField', () => {
  it('refuses with the one message', () => {
    const parsed = safeTextField.safeParse('a\u0000');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(TEXT_MSG.unsafe);
  });
});
