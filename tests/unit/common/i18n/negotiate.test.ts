import { describe, expect, it } from 'vitest';
import { matchLocale } from '@/common/i18n/negotiate';

describe('the language a reader prefers', () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['pt'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['zh'], 'zh-CN'],
    [['zh-Hans-SG'], 'zh-CN'],
    [['ar-EG'], 'ar'],
    [['fr-CA', 'es'], 'fr'],
    [['de', 'fr'], 'fr'],
    [['de'], 'en'],
    [[], 'en'],
  ])('%j reads %s', (preferred, expected) => {
    expect(matchLocale(preferred)).toBe(expected);
  });

  it('ignores what is not a language tag instead of failing', () => {
    expect(matchLocale(['*', 'not a tag!', 'x'.repeat(50), 'es'])).toBe('es');
    expect(matchLocale(['*'])).toBe('en');
  });
});
