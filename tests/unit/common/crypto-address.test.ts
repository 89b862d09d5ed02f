import { describe, expect, it } from 'vitest';
import { inferCoin, isValidAddress } from '@/common/crypto-address';

// Published example addresses: BIP173/BIP350 test vectors, EIP-55's examples and USDT's
// TRC-20 contract address. A one-character typo must fail the checksum.
const BTC = [
  '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', // P2PKH
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // P2WPKH (BIP173)
  'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // P2WSH (BIP173)
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // P2TR (BIP350)
];
const ETH = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xde709f2102306220921060314715629080e2fb77',
];
const TRON = ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'];

const typo = (a: string) => a.slice(0, -2) + (a.at(-2) === 'a' ? 'b' : 'a') + a.at(-1);

describe('crypto addresses', () => {
  it.each(BTC)('accepts the Bitcoin address %s and infers btc', (a) => {
    expect(isValidAddress('btc', a)).toBe(true);
    expect(inferCoin(a)).toBe('btc');
  });
  it.each(ETH)('accepts the Ethereum address %s and infers eth', (a) => {
    expect(isValidAddress('eth', a)).toBe(true);
    expect(inferCoin(a)).toBe('eth');
  });
  it.each(TRON)('accepts the TRON address %s and infers usdt', (a) => {
    expect(isValidAddress('usdt', a)).toBe(true);
    expect(inferCoin(a)).toBe('usdt');
  });
  it.each([...BTC, ...TRON])('refuses %s with one character changed (checksum)', (a) => {
    expect(inferCoin(typo(a))).toBeUndefined();
  });
  it('refuses an Ethereum address whose mixed case breaks EIP-55', () => {
    expect(isValidAddress('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
  });
  it('refuses an address of another network for the chosen coin', () => {
    expect(isValidAddress('btc', ETH[0])).toBe(false);
    expect(isValidAddress('eth', TRON[0])).toBe(false);
    expect(isValidAddress('usdt', BTC[0])).toBe(false);
  });
  it('refuses testnet, garbage and empty input', () => {
    for (const a of ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'abc', '', '0x123', 'T'.repeat(34)]) {
      expect(inferCoin(a)).toBeUndefined();
    }
  });
});
