// Addresses derived from an account's extended public key match the
// published test vectors of BIP84 (bitcoin native SegWit) and the BIP44 paths wallets use for
// ether (m/44'/60'/0'/0/i) and TRON (m/44'/195'/0'/0/i), all from the 'abandon ... about' mnemonic.
import { HDNodeWallet, Mnemonic } from 'ethers';
import { describe, expect, it } from 'vitest';
import { createDeriver } from '@/server/modules/chain/derive';

const MNEMONIC = Mnemonic.fromPhrase('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about');
/** BIP84's own vector: the account 0 zpub of that mnemonic */
const BIP84_ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const accountXpub = (path: string) => HDNodeWallet.fromMnemonic(MNEMONIC, path).neuter().extendedKey;

describe('bitcoin, BIP84', () => {
  it("derives BIP84's published receiving addresses from its zpub", () => {
    const btc = createDeriver('btc', BIP84_ZPUB);
    expect(btc.addressAt(0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(btc.addressAt(1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
  });

  it('derives the same addresses from the xpub spelling of that key, with the same key id', () => {
    const fromXpub = createDeriver('btc', accountXpub("m/84'/0'/0'"));
    expect(fromXpub.addressAt(0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(fromXpub.xpubId).toBe(createDeriver('btc', BIP84_ZPUB).xpubId);
  });
});

describe('ether and TRON, BIP44', () => {
  it("derives m/44'/60'/0'/0/i as wallets show them (EIP-55)", () => {
    const eth = createDeriver('eth', accountXpub("m/44'/60'/0'"));
    expect(eth.addressAt(0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(eth.addressAt(1)).toBe('0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0');
  });

  it("derives m/44'/195'/0'/0/i in TRON's base58check", () => {
    const tron = createDeriver('usdt', accountXpub("m/44'/195'/0'"));
    expect(tron.addressAt(0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    // the private key of the same path gives the same address: derivation is the wallet's
    const priv = HDNodeWallet.fromMnemonic(MNEMONIC, "m/44'/195'/0'/0/1");
    expect(priv.address).toBe(createDeriver('eth', accountXpub("m/44'/195'/0'")).addressAt(1));
  });

  it('counts indexes per key: two keys have two ids', () => {
    expect(createDeriver('eth', accountXpub("m/44'/60'/0'")).xpubId).not.toBe(createDeriver('eth', accountXpub("m/44'/60'/1'")).xpubId);
  });
});

describe('keys that are refused, with a reason for the operator', () => {
  it('a private key', () => {
    const xprv = HDNodeWallet.fromMnemonic(MNEMONIC, "m/44'/60'/0'").extendedKey;
    expect(() => createDeriver('eth', xprv)).toThrow(/private key/);
  });

  it('a mistyped key (checksum)', () => {
    const xpub = accountXpub("m/44'/60'/0'");
    const typo = xpub.slice(0, 20) + (xpub[20] === 'a' ? 'b' : 'a') + xpub.slice(21);
    expect(() => createDeriver('eth', typo)).toThrow(/checksum/);
  });

  it('a key that is not the account level', () => {
    expect(() => createDeriver('eth', accountXpub("m/44'/60'/0'/0"))).toThrow(/depth 4/);
  });

  it('a zpub for a coin other than bitcoin', () => {
    expect(() => createDeriver('eth', BIP84_ZPUB)).toThrow(/zpub/);
  });
});
