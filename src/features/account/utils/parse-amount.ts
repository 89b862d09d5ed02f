import { MSG } from '../../../../common/messages';
import { positiveMoneySchema } from '../../../../common/money';

export type ParsedAmount = { ok: true; amount: number } | { ok: false; message: string; empty: boolean };

/**
 * A money amount typed into a field (US dollars): a number, more than zero, at most two
 * decimals (common/money.ts). Blank is reported as `empty` so each screen can word it.
 */
export function parseAmount(raw: string): ParsedAmount {
  const text = raw.trim().replace(/,/g, '');
  if (text === '') return { ok: false, message: MSG.amountNumber, empty: true };
  if (!/^\d*\.?\d*$/.test(text) || text === '.') return { ok: false, message: MSG.amountNumber, empty: false };
  const parsed = positiveMoneySchema.safeParse(Number(text));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0].message, empty: false };
  return { ok: true, amount: parsed.data };
}
