import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/common/i18n/locales';
import { addCatalogue, defineTexts, plain, translate } from '@/common/i18n/translate';
import { MSG } from '@/common/messages';
import { inLocale } from '@/server/i18n/locale-context';

describe('messages in the current language', () => {
  it('are written when read, so one object serves every language', () => {
    const english = MSG.emailInvalid;
    for (const locale of LOCALES) {
      expect(inLocale(locale, () => MSG.emailInvalid)).toBe(translate('msg.emailInvalid', undefined, locale));
    }
    expect(inLocale('es', () => MSG.emailInvalid)).not.toBe(english);
    expect(MSG.emailInvalid).toBe(english);
  });

  it('fill their variables, and English keeps the legacy texts', () => {
    expect(MSG.required('Amount')).toBe('Amount is required');
    expect(MSG.planMinAboveMax(150000)).toBe("Minimum cannot be more than the plan's maximum ($1,500.00)");
    expect(inLocale('fr', () => MSG.required('Montant'))).toContain('Montant');
  });

  it('fall back to English for a message a language lacks, and refuse one English lacks', () => {
    addCatalogue('en', { probe: { onlyEnglish: 'Only in English {n, plural, one {# day} other {# days}}' } });
    const PROBE = defineTexts('probe', { onlyEnglish: (n: number) => ({ n }), missing: plain });
    expect(inLocale('ar', () => PROBE.onlyEnglish(2))).toBe('Only in English 2 days');
    expect(() => PROBE.missing).toThrow(/no message 'probe.missing'/);
  });
});
