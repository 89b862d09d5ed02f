import type { CoinSymbol } from '@/common/coins';

// Whether a signature over a message was made with an address's key, by each network's own
// rules and libraries: BIP-322 or the legacy signmessage format for bitcoin (bip322-js, which
// reads both), EIP-191 personal_sign for ether (ethers), and TRON's signMessageV2, which is
// EIP-191 with TRON's prefix, recovered with ethers and compared as TRON's 20-byte account id.
// The libraries are loaded on first use: only registering a treasury address needs them.

const TRON_PREFIX = '\x19TRON Signed Message:\n';

async function bitcoinSigned(address: string, message: string, signature: string): Promise<boolean> {
  const { Verifier } = await import('bip322-js');
  return Verifier.verifySignature(address, message, signature);
}

async function etherSigned(address: string, message: string, signature: string): Promise<boolean> {
  const { verifyMessage } = await import('ethers');
  return verifyMessage(message, signature).toLowerCase() === address.toLowerCase();
}

async function tronSigned(address: string, message: string, signature: string): Promise<boolean> {
  const { concat, keccak256, recoverAddress, toUtf8Bytes } = await import('ethers');
  const { tronToHex } = await import('../chain/watchers/tron-address');
  const bytes = toUtf8Bytes(message);
  const digest = keccak256(concat([toUtf8Bytes(TRON_PREFIX), toUtf8Bytes(String(bytes.length)), bytes]));
  return recoverAddress(digest, signature).slice(2).toLowerCase() === tronToHex(address);
}

const CHECKS: Record<CoinSymbol, (address: string, message: string, signature: string) => Promise<boolean>> = {
  btc: bitcoinSigned,
  eth: etherSigned,
  usdt: tronSigned,
};

/** True only for a well-formed signature over exactly `message` by the key of `address`; anything malformed is false. */
export async function signedByAddress(coin: CoinSymbol, address: string, message: string, signature: string): Promise<boolean> {
  try {
    return await CHECKS[coin](address, message, signature);
  } catch {
    return false;
  }
}
