// Valid addresses for tests, as many as needed: each encodes a label ('test-<label>') in place
// of a key's hash, so it passes its network's checksum (common/crypto-address.ts) and no one
// holds its key. Made with the same libraries the check uses.
import { address as btcAddress, networks } from 'bitcoinjs-lib';
import bs58check from 'bs58check';
import { getAddress } from 'ethers/address';
import type { CoinSymbol } from '@/common/coins';

const payload = (label: string | number) => {
  const bytes = Buffer.alloc(20);
  Buffer.from(`test-${label}`).subarray(0, 20).copy(bytes);
  return bytes;
};

/** A valid address of `coin`'s network, the same for the same label. */
export function testAddress(coin: CoinSymbol, label: string | number): string {
  const bytes = payload(label);
  if (coin === 'btc') return btcAddress.toBech32(bytes, 0, networks.bitcoin.bech32);
  if (coin === 'eth') return getAddress(`0x${bytes.toString('hex')}`);
  return bs58check.encode(Buffer.concat([Buffer.from([0x41]), bytes]));
}

/** One character of a valid address changed: what a typo does (the checksum catches it). */
export function mistyped(address: string): string {
  const i = address.length - 3;
  const swap = address[i] === 'q' ? 'p' : 'q';
  return address.slice(0, i) + swap + address.slice(i + 1);
}
