import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from '@/common/on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes once and keeps what it made', () => {
    const make = vi.fn(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
    const usd = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(usd().format(1234.5)).toBe('$1,234.50');
    expect(usd()).toBe(usd());
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a made value that is falsy too, instead of making it again', () => {
    const make = vi.fn(() => undefined);
    const nothing = onFirstUse(make);
    nothing();
    nothing();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
