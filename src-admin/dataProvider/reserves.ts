import { HttpError, type Identifier } from 'react-admin';
import {
  reserveSnapshotListSchema,
  reserveSnapshotSchema,
  treasuryAddressListSchema,
  treasuryAddressSchema,
  type ReserveSnapshot,
  type TreasuryAddress,
  type TreasuryAddressCreate,
} from '@/common/api/reserves';
import type { ApiEndpoint } from './httpClient';
import { DATA_TEXT } from './texts';

// Proof of reserves: the published snapshots, an admin taking one now, and the treasury
// addresses whose balances count as reserves. Each answer is checked against the server's own
// response schema (one contract).

export type { ReserveSnapshot };

const unexpected = () => new HttpError(DATA_TEXT.unexpectedSnapshots, 502, null);
const unexpectedTreasury = () => new HttpError(DATA_TEXT.unexpectedTreasury, 502, null);

/** GET /reserves/snapshots: every published snapshot, newest first. */
export type GetReserveSnapshots = () => Promise<ReserveSnapshot[]>;
export const getReserveSnapshots =
  ({ client, url }: ApiEndpoint): GetReserveSnapshots =>
  async () => {
    const parsed = reserveSnapshotListSchema.safeParse((await client(url('reserves/snapshots'))).json);
    if (!parsed.success) throw unexpected();
    return parsed.data;
  };

/**
 * POST /reserves/snapshots (admins): takes a snapshot now; answers it (201). No body: fetchJson
 * marks a request as JSON only when it carries one, so the server reads no empty JSON body.
 */
export type TakeReserveSnapshot = () => Promise<ReserveSnapshot>;
export const takeReserveSnapshot =
  ({ client, url }: ApiEndpoint): TakeReserveSnapshot =>
  async () => {
    const { json } = await client(url('reserves/snapshots'), { method: 'POST' });
    const parsed = reserveSnapshotSchema.safeParse(json);
    if (!parsed.success) throw unexpected();
    return parsed.data;
  };

/** GET /reserves/treasury-addresses: the live treasury addresses, each with the message signed and the signature. */
export type GetTreasuryAddresses = () => Promise<TreasuryAddress[]>;
export const getTreasuryAddresses =
  ({ client, url }: ApiEndpoint): GetTreasuryAddresses =>
  async () => {
    const parsed = treasuryAddressListSchema.safeParse((await client(url('reserves/treasury-addresses'))).json);
    if (!parsed.success) throw unexpectedTreasury();
    return parsed.data;
  };

/**
 * POST /reserves/treasury-addresses {coin, address, signature} (admins): answers the address
 * registered (201). A 400 names the field (the signature or the address); a 409 says the address
 * is registered already, or which setting the coin's node lacks.
 */
export type RegisterTreasuryAddress = (input: TreasuryAddressCreate) => Promise<TreasuryAddress>;
export const registerTreasuryAddress =
  ({ client, url }: ApiEndpoint): RegisterTreasuryAddress =>
  async ({ coin, address, signature }) => {
    const { json } = await client(url('reserves/treasury-addresses'), {
      method: 'POST',
      body: JSON.stringify({ coin, address, signature }),
    });
    const parsed = treasuryAddressSchema.safeParse(json);
    if (!parsed.success) throw unexpectedTreasury();
    return parsed.data;
  };

/** DELETE /reserves/treasury-addresses/{id} (admins): new snapshots stop counting it (204; 404 when gone already). */
export type RemoveTreasuryAddress = (id: Identifier) => Promise<void>;
export const removeTreasuryAddress =
  ({ client, url }: ApiEndpoint): RemoveTreasuryAddress =>
  async (id) => {
    await client(url('reserves/treasury-addresses', id), { method: 'DELETE' });
  };
