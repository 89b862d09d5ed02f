import { z } from 'zod';
import { COIN_SYMBOLS } from '../coins';
import { ADDRESS_MSG, isValidAddress } from '../crypto-address';
import { defineTexts, plain } from '../i18n/translate';
import { API_INPUT_MSG } from './list';

// Proof of reserves: snapshots of what every investor can claim, as the root of a Merkle-sum
// tree (common/reserves/merkle-sum.ts), beside what the operator holds; and each investor's
// proof that they are in it. docs/proof-of-reserves.md is the format for outside verifiers.

/** What the API and the proof's verifiers say of a parameter, a pasted proof or a treasury address they cannot take. */
const RESERVE_INPUT_MSG = defineTexts('reserveInput', {
  /** a proof's hashes and nonce (after the field's path: 'root: must be ...') */
  hex64: plain,
  wholeCents: plain,
  notNegative: plain,
  snapshotNumber: plain,
  addressRequired: plain,
  addressTooLong: plain,
  signatureRequired: plain,
  signatureTooLong: plain,
  treasuryAddressId: plain,
});

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, { error: () => RESERVE_INPUT_MSG.hex64 });
const cents = z
  .number()
  .int({ error: () => RESERVE_INPUT_MSG.wholeCents })
  .nonnegative({ error: () => RESERVE_INPUT_MSG.notNegative })
  .max(Number.MAX_SAFE_INTEGER);

/** What the operator holds in one coin, proven by the chain: the balance of addresses it controls. */
export const provenReserveSchema = z.object({
  coin: z.enum(COIN_SYMBOLS),
  /** in the coin's own units, as a decimal string (no rounding) */
  units: z.string(),
  /** valued at the snapshot's coin rate */
  usd_cents: z.number().int(),
  addresses: z.array(z.string()),
});

export const reserveSnapshotSchema = z
  .object({
    id: z.number().int(),
    taken_at: z.string(),
    /** the Merkle-sum tree's root hash */
    root: z.string(),
    /** what every investor can claim, in cents: the root's sum */
    total_cents: z.number().int(),
    leaf_count: z.number().int(),
    /** the root of the snapshot before this one; null for the first */
    previous_root: z.string().nullable(),
    reserves: z.array(provenReserveSchema),
    /** holdings the operator declares (not proven on chain), in cents */
    declared_cents: z.number().int(),
    /** proven reserves in USD over the total owed (1 = fully covered); null when nothing is owed */
    coverage: z.number().nullable(),
  })
  .describe('ReserveSnapshot');
export type ReserveSnapshot = z.infer<typeof reserveSnapshotSchema>;

export const reserveSnapshotListSchema = z.array(reserveSnapshotSchema);

export const snapshotParamsSchema = z.object({
  id: z.coerce
    .number({ error: () => RESERVE_INPUT_MSG.snapshotNumber })
    .int({ error: () => RESERVE_INPUT_MSG.snapshotNumber })
    .positive({ error: () => RESERVE_INPUT_MSG.snapshotNumber })
    .max(2 ** 31 - 1),
});

/** One step of a proof's path: the sibling's node and the side it stands on. */
export const proofStepSchema = z.strictObject({ side: z.enum(['left', 'right']), hash: hex64, sum: cents });

/**
 * An investor's proof of inclusion: their leaf and the siblings from the leaf up to the root's
 * children. Strict, so that the verifiers (the public page, `npm run verify-proof`) say what is
 * wrong with a pasted proof instead of ignoring it.
 */
export const inclusionProofSchema = z
  .strictObject({
    snapshot_id: z.number().int().positive(),
    root: hex64,
    total_cents: cents,
    leaf_count: z.number().int().positive(),
    user_id: z.string().min(1),
    nonce: hex64,
    leaf: z.strictObject({ commitment: hex64, cents, index: z.number().int().nonnegative() }),
    path: z.array(proofStepSchema),
  })
  .describe('InclusionProof');
export type InclusionProof = z.infer<typeof inclusionProofSchema>;

/** A treasury address as published: what was signed and the signature, for anyone to check again. */
export const treasuryAddressSchema = z
  .object({
    id: z.string(),
    coin: z.enum(COIN_SYMBOLS),
    address: z.string(),
    message: z.string(),
    signature: z.string(),
    registered_at: z.string(),
  })
  .describe('TreasuryAddress');
export type TreasuryAddress = z.infer<typeof treasuryAddressSchema>;
export const treasuryAddressListSchema = z.array(treasuryAddressSchema);

/** POST /api/reserves/treasury-addresses (admins): the address and a signature over treasuryMessage(coin, address). */
export const treasuryAddressCreateSchema = z
  .strictObject({
    coin: z.enum(COIN_SYMBOLS, { error: () => API_INPUT_MSG.notOurCoin }),
    address: z
      .string({ error: () => RESERVE_INPUT_MSG.addressRequired })
      .trim()
      .min(1, { error: () => RESERVE_INPUT_MSG.addressRequired })
      .max(128, { error: () => RESERVE_INPUT_MSG.addressTooLong }),
    signature: z
      .string({ error: () => RESERVE_INPUT_MSG.signatureRequired })
      .trim()
      .min(1, { error: () => RESERVE_INPUT_MSG.signatureRequired })
      .max(2000, { error: () => RESERVE_INPUT_MSG.signatureTooLong }),
  })
  .superRefine((v, ctx) => {
    if (!isValidAddress(v.coin, v.address)) ctx.addIssue({ code: 'custom', path: ['address'], message: ADDRESS_MSG.invalidFor(v.coin) });
  });
export type TreasuryAddressCreate = z.infer<typeof treasuryAddressCreateSchema>;

export const treasuryAddressParamsSchema = z.object({ id: z.uuid({ error: () => RESERVE_INPUT_MSG.treasuryAddressId }) });
