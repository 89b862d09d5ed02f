import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth } from '@/common/date-format';
import { formatCount } from '@/common/i18n/formatters';
import { formatUsdFromCents } from '@/common/usd-format';
import { inLocale } from '@/server/i18n/locale-context';

const NOV_25 = new Date('2026-11-25T17:00:00Z');

describe('money, counts and dates in the reader’s language', () => {
  it('keep the product’s English look', () => {
    expect(formatUsdFromCents(123450)).toBe('$1,234.50');
    expect(formatDate(NOV_25, 'UTC')).toBe('25 Nov 2026');
    expect(formatDateTime(NOV_25, 'UTC')).toBe('25 Nov 2026, 5:00 PM');
    expect(formatMonth(NOV_25, 'UTC')).toBe('November 2026');
    expect(formatCount(12345)).toBe('12,345');
  });

  it('follow each language’s separators, with US dollars everywhere', () => {
    const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(inLocale('es', () => spaces(formatUsdFromCents(123450)))).toBe('1234,50 US$');
    expect(inLocale('fr', () => spaces(formatUsdFromCents(123450)))).toBe('1 234,50 $US');
    expect(inLocale('pt-BR', () => spaces(formatUsdFromCents(123450)))).toBe('US$ 1.234,50');
    expect(inLocale('zh-CN', () => formatUsdFromCents(123450))).toBe('US$1,234.50');
    expect(inLocale('zh-CN', () => formatDate('2026-11-25'))).toBe('2026年11月25日');
    expect(inLocale('fr', () => formatMonth(NOV_25, 'UTC'))).toBe('novembre 2026');
  });

  it('keep Latin digits in Arabic, so amounts read as on the chain and in statements', () => {
    const written = inLocale('ar', () => `${formatUsdFromCents(123450)} ${formatDate('2026-11-25')} ${formatCount(12345)}`);
    expect(written).toMatch(/1,234\.50|1٬234٫50/);
    expect(written).not.toMatch(/[\u0660-\u0669]/);
    expect(written).toContain('2026');
  });

  it('do not leak from one language into another', () => {
    inLocale('fr', () => formatUsdFromCents(1));
    expect(formatUsdFromCents(123450)).toBe('$1,234.50');
  });
});
