import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import bs58check from 'bs58check';
import type { CoinSymbol } from '@/common/coins';

// The key libraries take some 200 ms and 30 MB to load, and only a server watching a chain
// (an xpub set) needs them: loaded on the first deriver, synchronously (it is made while the
// configuration is read).
const load = createRequire(import.meta.url);
let libraries: ReturnType<typeof loadLibraries> | undefined;
function loadLibraries() {
  const { BIP32Factory } = load('bip32') as typeof import('bip32');
  const ecc = load('@bitcoinerlab/secp256k1') as typeof import('@bitcoinerlab/secp256k1');
  const { payments } = load('bitcoinjs-lib') as typeof import('bitcoinjs-lib');
  const { computeAddress, HDNodeWallet } = load('ethers') as typeof import('ethers');
  return { bip32: BIP32Factory(ecc), payments, computeAddress, HDNodeWallet };
}

// Extended keys by their version bytes (SLIP-132): a zpub is BIP84's spelling of the same key
// as an xpub; the private spellings are refused outright, the product never holds one.
const XPUB_VERSION = Uint8Array.of(0x04, 0x88, 0xb2, 0x1e);
const ZPUB_VERSION = Uint8Array.of(0x04, 0xb2, 0x47, 0x46);
const PRIVATE_PREFIXES = ['xprv', 'yprv', 'zprv', 'tprv', 'uprv', 'vprv'];

/** Why an extended key cannot be used, in words for the operator. */
export class XpubError extends Error {}

/** The key as a plain xpub (a zpub's version bytes swapped), checked: public, account level. */
function normaliseXpub(coin: CoinSymbol, key: string): string {
  if (PRIVATE_PREFIXES.some((p) => key.startsWith(p))) {
    throw new XpubError("is a private key: give the account's extended public key (xpub or zpub), never a private one");
  }
  let bytes: Uint8Array;
  try {
    bytes = bs58check.decode(key);
  } catch {
    throw new XpubError('is not an extended public key (its checksum does not match)');
  }
  const version = bytes.slice(0, 4);
  const same = (a: Uint8Array, b: Uint8Array) => a.every((v, i) => v === b[i]);
  if (same(version, ZPUB_VERSION)) {
    if (coin !== 'btc') throw new XpubError("is a zpub (bitcoin native SegWit): give this coin's xpub");
    bytes = Uint8Array.from([...XPUB_VERSION, ...bytes.slice(4)]);
  } else if (!same(version, XPUB_VERSION)) {
    throw new XpubError('is not a main-network extended public key (xpub or zpub)');
  }
  // depth 3: m/purpose'/coin'/account'; deeper or shallower keys derive other addresses than a wallet shows
  if (bytes[4] !== 3) throw new XpubError(`is at depth ${bytes[4]}, not an account's key (m/purpose'/coin'/account', depth 3)`);
  return bs58check.encode(bytes);
}

/** TRON's spelling of an ethereum-style address: 0x41 and the 20 bytes, base58check. */
function tronAddress(ethAddress: string): string {
  const hex = `41${ethAddress.slice(2)}`;
  return bs58check.encode(Uint8Array.from(Buffer.from(hex, 'hex')));
}

/**
 * The receiving addresses of one coin's account key (external chain 0, index i): BIP84 native
 * SegWit for bitcoin (bitcoinjs-lib + bip32), BIP44 for ether and TRON (ethers; TRON's
 * base58check of the same 20 bytes). Public derivation only.
 */
export interface AddressDeriver {
  coin: CoinSymbol;
  /** sha256(key)'s first 16 hex digits: indexes are counted per key */
  xpubId: string;
  addressAt(index: number): string;
  /** bitcoin only: the key at m/…/chain/index (0: receiving, 1: change), for the payout batches' PSBTs */
  bitcoinKeyAt?(chain: 0 | 1, index: number): { address: string; pubkey: Uint8Array };
  /** bitcoin only: the account's extended public key as a plain xpub (a PSBT's global xpub) */
  xpub?: string;
}

export function createDeriver(coin: CoinSymbol, key: string): AddressDeriver {
  const xpub = normaliseXpub(coin, key.trim());
  const xpubId = createHash('sha256').update(xpub).digest('hex').slice(0, 16);
  const { bip32, payments, computeAddress, HDNodeWallet } = (libraries ??= loadLibraries());
  if (coin === 'btc') {
    const account = bip32.fromBase58(xpub);
    const chains = [account.derive(0), account.derive(1)];
    const bitcoinKeyAt = (chain: 0 | 1, index: number) => {
      const pubkey = chains[chain].derive(index).publicKey;
      return { address: payments.p2wpkh({ pubkey }).address!, pubkey };
    };
    return { coin, xpubId, xpub, addressAt: (index) => bitcoinKeyAt(0, index).address, bitcoinKeyAt };
  }
  const external = HDNodeWallet.fromExtendedKey(xpub).deriveChild(0);
  const ethAt = (index: number) => computeAddress(external.deriveChild(index).publicKey);
  return { coin, xpubId, addressAt: coin === 'eth' ? ethAt : (index) => tronAddress(ethAt(index)) };
}
