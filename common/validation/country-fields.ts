import { z } from 'zod';
import { canonicalCountry } from '../countries';
import { MSG } from '../messages';
import { readText, type LazyText } from './lazy-text';

// Apart from the other fields (fields.ts): the country list and its aliases are a module of
// their own that only the forms asking for a country should load (not sign-in's).

/**
 * A country as the API stores it: any name, alias, former spelling or ISO code ('UK', 'GBR',
 * 'Taiwan, Province of China') becomes the list's one display name (common/countries.ts).
 * `messages`: what a missing and an unknown country are called (a nationality, for KYC).
 */
export const countryField = (messages: { required: LazyText; unknown: LazyText }) =>
  z
    .string({ error: () => readText(messages.required) })
    .trim()
    .min(1, { error: () => readText(messages.required) })
    .transform((name, ctx) => {
      const canonical = canonicalCountry(name);
      if (!canonical) {
        ctx.addIssue({ code: 'custom', message: readText(messages.unknown) });
        return z.NEVER;
      }
      return canonical;
    });

export const countryNameField = countryField({ required: () => MSG.countryRequired, unknown: () => MSG.countryUnknown });

/** The sign-up and profile dropdowns hold { label, value } (react-select options). */
export const countryOptionField = z.object({ label: z.string(), value: z.string() }, { error: () => MSG.countryRequired });
