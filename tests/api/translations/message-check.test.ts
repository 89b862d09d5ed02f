// What makes an override acceptable (common/api/translations.ts), and how translate writes one:
// instead of the shipped text in its language only, and never at the cost of the message.
import { TYPE } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { ICU_LITERAL, ICU_POUND, messageArguments, overrideProblem, TRANSLATION_MSG } from '@/common/api/translations';
import { LOCALES } from '@/common/i18n/locales';
import { setOverrides, translate, withNoCatalogues } from '@/common/i18n/translate';
import { inLocale } from '@/server/i18n/locale-context';

const english = (write: () => string) => inLocale('en', write);

afterEach(() => {
  for (const locale of LOCALES) setOverrides(locale, {});
});

describe('an override is checked against the shipped text', () => {
  it("reads the parser's element types as the parser numbers them", () => {
    expect([ICU_LITERAL, ICU_POUND]).toEqual([TYPE.literal, TYPE.pound]);
  });

  it('names every argument, however deep, once', () => {
    expect(messageArguments('Hi')).toEqual([]);
    expect(messageArguments('{n, plural, one {# day for {name}} other {# days}} {when, date} {type, select, a {{x}} other {}}')).toEqual([
      'n',
      'name',
      'type',
      'when',
      'x',
    ]);
    // '<' and '>' are text, as the catalogues are read
    expect(messageArguments('<b>{a}</b> -> {b}')).toEqual(['a', 'b']);
  });

  it('accepts the same arguments in another form, refuses a broken message or other arguments', () => {
    expect(overrideProblem('{count, plural, one {# row} other {# rows}} at most', 'at most {count} rows')).toBeUndefined();
    expect(english(() => overrideProblem('at most {count rows', 'at most {count} rows')!)).toBe(
      english(() => TRANSLATION_MSG.notAMessage(9)),
    );
    expect(english(() => overrideProblem('at most {n} rows', 'at most {count} rows')!)).toBe(
      'The text must use exactly the placeholders of the shipped text: {count}.',
    );
    expect(english(() => overrideProblem('Hello {name}', 'Hello')!)).toBe(
      'The shipped text has no placeholders: this text must have none either.',
    );
  });
});

describe('translate with overrides', () => {
  it('writes the override in its language, the shipped text in the others', () => {
    const shipped = translate('msg.emailInvalid', undefined, 'fr');
    setOverrides('es', { msg: { emailInvalid: 'Correo revisado' } });
    expect(translate('msg.emailInvalid', undefined, 'es')).toBe('Correo revisado');
    expect(translate('msg.emailInvalid', undefined, 'fr')).toBe(shipped);
    setOverrides('es', {});
    expect(translate('msg.emailInvalid', undefined, 'es')).not.toBe('Correo revisado');
  });

  it('fills the override with the values the code passes', () => {
    setOverrides('en', { api: { pageTooLarge: 'no more than {max, plural, one {# row} other {# rows}} a page' } });
    expect(translate('api.pageTooLarge', { max: 500 }, 'en')).toBe('no more than 500 rows a page');
  });

  it('writes the shipped text when the override cannot take the values, or names no shipped message', async () => {
    const shipped = translate('api.pageTooLarge', { max: 500 }, 'en');
    setOverrides('en', { api: { pageTooLarge: 'at most {rows} a page' }, nowhere: { key: 'x' } });
    expect(translate('api.pageTooLarge', { max: 500 }, 'en')).toBe(shipped);
    expect(() => translate('nowhere.key', undefined, 'en')).toThrow(/no message 'nowhere.key'/);
    // a page that has loaded no catalogue has no words, whatever its overrides
    await withNoCatalogues(async () => {
      expect(() => translate('api.pageTooLarge', { max: 500 }, 'en')).toThrow();
    });
  });
});
