import { z } from 'zod';
import { fromCents, parseUsdText } from '../money';
import { readText, type LazyText } from './lazy-text';

/** How a form words an amount the API schema never sees: nothing typed, or zero. */
export interface TypedAmountWords {
  blank: LazyText;
  /** when unset, the API field's own rule words it */
  zero?: LazyText;
}

/**
 * An amount as typed into a form: read by common's one text rule (parseUsdText: plain
 * decimals only, never '1e3' or '0x10'), then checked by the API schema's own amount field,
 * so a form and the server refuse the same amounts with the same messages.
 */
export const typedAmount = <Out>(apiAmount: z.ZodType<Out, number>, words: TypedAmountWords) =>
  z
    .string()
    .transform((raw, ctx) => {
      const parsed = parseUsdText(raw);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.empty ? readText(words.blank) : parsed.message });
        return z.NEVER;
      }
      if (parsed.cents === 0 && words.zero) {
        ctx.addIssue({ code: 'custom', message: readText(words.zero) });
        return z.NEVER;
      }
      return fromCents(parsed.cents);
    })
    .pipe(apiAmount);
