import { z } from 'zod';
import { defineTexts, plain } from '../i18n/translate';
import { LOCALES } from '../i18n/locales';

export const LOCALE_MSG = defineTexts('locale', {
  unknown: plain,
});

/** PUT /api/profile/locale: the language the account reads (screens, e-mails, statements). */
export const localeUpdateSchema = z.strictObject({
  locale: z.enum(LOCALES, { error: () => LOCALE_MSG.unknown }),
});

export const localeAnswerSchema = z.object({ locale: z.enum(LOCALES) }).describe('Locale');
