import { z } from 'zod';
import { batchCreateSchema, type PayoutBatch } from '@/common/api/payout-batches';
import { toCents } from '@/common/money';
import { formatCoinAmount } from '../chain-payments/format';
import { formatCount } from '@/common/i18n/formatters';
import type { StatusTone } from '@/common/status-tone';
import { PAYOUT_TEXT } from './texts';

// Pure shaping of the bitcoin payout batches (GET/POST /api/payouts/batches) for the payout desk
// and the Bitcoin batches page.

/** The list's query key: building, signing and cancelling a batch refresh it. */
export const BATCHES_KEY = ['payouts', 'batches'] as const;

/** Where the Bitcoin batches page lives under the back office (App.tsx's route); `?batch=` opens one. */
export const BATCHES_PATH = '/payouts/batches';

const SATS_PER_BTC = 100_000_000;

/**
 * Satoshis as bitcoin, exactly: the decimal is written from the integer (2,000,000 -> '0.02 BTC',
 * 1 -> '0.00000001 BTC'), never through a float division that could round.
 */
export function formatBtc(sats: number): string {
  if (!Number.isSafeInteger(sats)) return `${sats} sat`;
  const abs = Math.abs(sats);
  const fraction = abs % SATS_PER_BTC;
  const whole = (abs - fraction) / SATS_PER_BTC;
  const decimals = fraction === 0 ? '' : `.${String(fraction).padStart(8, '0').replace(/0+$/, '')}`;
  return `${sats < 0 ? '-' : ''}${formatCoinAmount(`${whole}${decimals}`, 'btc')}`;
}

/** '1,410 sat' (the unit's symbol in every language, as BTC is) */
export const formatSats = (sats: number): string => `${formatCount(sats)} sat`;

/** What the batch pays its withdrawals, in satoshis (integers: the sum is exact). */
export const paidSatsOf = (batch: Pick<PayoutBatch, 'items'>): number => batch.items.reduce((sum, item) => sum + item.sats, 0);

/** What its withdrawals are worth in USD, in cents (each rounded to the cent first, then summed). */
export const paidCentsOf = (batch: Pick<PayoutBatch, 'items'>): number =>
  batch.items.reduce((sum, item) => sum + toCents(item.amount_usd), 0);

/** '3 withdrawals' */
export const withdrawalCount = (n: number): string => PAYOUT_TEXT.withdrawals(n);

/** Each state's tone (common/status-tone's palette); its words (what it waits for) are BATCH_TEXT.state's. */
export const BATCH_STATE_TONES: Record<PayoutBatch['state'], StatusTone> = {
  built: 'pending',
  broadcast: 'pending',
  paid: 'success',
  cancelled: 'neutral',
};

/** The list after a batch was built, signed or cancelled: that batch as the server answered it, a new one first. */
export const withBatch = (list: PayoutBatch[] | undefined, batch: PayoutBatch): PayoutBatch[] =>
  list?.some((b) => b.id === batch.id) ? list.map((b) => (b.id === batch.id ? batch : b)) : [batch, ...(list ?? [])];

/**
 * The fee rate as typed, checked with the API's own rule (batchCreateSchema: a whole number of
 * sat/vB from 1 to 2000). Anything but a plain number reads as no number, with the same words.
 */
export const feeRateFormSchema = z.object({
  fee_rate: z
    .string()
    .trim()
    .transform((text) => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN))
    .pipe(batchCreateSchema.shape.fee_rate),
});

/** A binary PSBT file starts with these bytes: 'psbt' and 0xff (BIP-174). */
const PSBT_MAGIC = [0x70, 0x73, 0x62, 0x74, 0xff] as const;

const base64Of = (bytes: Uint8Array): string => {
  let binary = '';
  // in slices: spreading a whole file into one call can exceed the engine's argument limit
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/**
 * A signed PSBT file as the API takes it (base64 text): a wallet exports either the binary .psbt
 * (it starts with the PSBT magic: its bytes are base64-encoded here) or base64 text (read as is).
 */
export async function psbtTextOf(file: Blob): Promise<{ text: string; binary: boolean }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const binary = bytes.length >= PSBT_MAGIC.length && PSBT_MAGIC.every((b, i) => bytes[i] === b);
  return binary ? { text: base64Of(bytes), binary } : { text: new TextDecoder().decode(bytes), binary };
}

/** The server's words about one field of the form (the API's `errors`, as httpClient.ts shapes them), if any. */
export const fieldErrorOf = (error: unknown, field: string): string | undefined => {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
  const message = errors && typeof errors === 'object' ? errors[field] : undefined;
  return typeof message === 'string' ? message : undefined;
};
