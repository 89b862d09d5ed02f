import bs58check from 'bs58check';

// A TRON address is base58check of 0x41 followed by the 20-byte account id; its logs and
// ABI-encoded values carry the bare 20 bytes in hex.

/** 'T...' -> the 20-byte account id as 40 lower-case hex digits; throws on anything else. */
export function tronToHex(address: string): string {
  let bytes: Uint8Array;
  try {
    bytes = bs58check.decode(address);
  } catch {
    throw new Error(`not a TRON address: ${address}`);
  }
  if (bytes.length !== 21 || bytes[0] !== 0x41) throw new Error(`not a TRON address: ${address}`);
  return Buffer.from(bytes.subarray(1)).toString('hex');
}

/** A hex address as TRON's APIs spell it (41..., 0x..., mixed case) -> 40 lower-case hex digits. */
export function normaliseHexAddress(hex: string): string {
  const h = hex.toLowerCase().replace(/^0x/, '');
  return h.length === 42 && h.startsWith('41') ? h.slice(2) : h;
}
