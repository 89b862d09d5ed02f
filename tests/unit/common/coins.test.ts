import { describe, expect, it } from 'vitest';
import { COIN_SYMBOLS, COINS, coinBySymbol, coinFromLabel, coinText, isCoinSymbol } from '@/common/coins';
import { ADDRESS_MSG, ADDRESS_SHAPE, isValidAddress } from '@/common/crypto-address';
import { MSG } from '@/common/messages';
import { depositSchema } from '@/common/api/transactions';
import { TX_MSG } from '@/common/validation/transaction';
import { walletCreateSchema } from '@/common/api/wallets';
import { walletSchema } from '@/common/api/wallets';

// The coin list, `isCoin` and the address rule each existed twice with different
// meanings and messages. These pin the one definition and that every user reads it.

const VALID = {
  btc: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  eth: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  usdt: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
} as const;

describe('the coin list', () => {
  it('names each coin once, with its name and network', () => {
    expect(COINS.map((c) => [c.symbol, c.name, c.network])).toEqual([
      ['btc', 'Bitcoin', 'Bitcoin'],
      ['eth', 'Ethereum', 'Ethereum'],
      ['usdt', 'Tether USDT Trc20', 'TRON (TRC-20)'],
    ]);
    expect(COIN_SYMBOLS).toEqual(['btc', 'eth', 'usdt']);
    expect(coinBySymbol('usdt').name).toBe('Tether USDT Trc20');
  });

  it('isCoinSymbol takes exactly a symbol; coinFromLabel takes a symbol or a name in any case', () => {
    expect(COIN_SYMBOLS.every(isCoinSymbol)).toBe(true);
    for (const other of ['BTC', 'Bitcoin', ' btc', 'doge', '', 1, null]) expect(isCoinSymbol(other)).toBe(false);
    expect(['btc', 'BTC', ' Bitcoin ', 'bitcoin'].map(coinFromLabel)).toEqual(['btc', 'btc', 'btc', 'btc']);
    expect(coinFromLabel('tether usdt trc20')).toBe('usdt');
    expect(['doge', '', 'Bit coin'].map(coinFromLabel)).toEqual([undefined, undefined, undefined]);
  });

  it('the messages, the wallet form and the API read the same list', () => {
    expect(TX_MSG.coin).toBe(`Choose a coin: ${COINS.map((c) => c.name).join(', ')}`);
    for (const c of COINS) expect(ADDRESS_MSG.invalidFor(c.symbol)).toContain(c.name);
    expect(walletSchema.shape.currency.options).toEqual(COIN_SYMBOLS);
    expect(walletCreateSchema.safeParse({ name: 'n', address: VALID.btc, currency: 'BTC' }).success).toBe(false);
    expect(MSG.walletCurrencyInvalid).toBe(`Currency must be one of ${COIN_SYMBOLS.join(', ')}`);
  });
});

describe('coinText: how a coin reads for people', () => {
  it('writes a coin in one of three forms, from its symbol or any label of it', () => {
    for (const value of ['btc', 'BTC', ' Bitcoin ', 'bitcoin']) {
      expect([coinText(value, 'code'), coinText(value, 'name'), coinText(value, 'label')]).toEqual(['BTC', 'Bitcoin', 'Bitcoin (BTC)']);
    }
    expect(coinText('usdt', 'label')).toBe('Tether USDT Trc20 (USDT)');
  });

  it("keeps a text that names none of ours as it was written ('crypto'), and none at all as ''", () => {
    expect(coinText(' crypto ', 'name')).toBe('crypto');
    for (const none of ['', '  ', null, undefined]) expect(coinText(none, 'label')).toBe('');
  });
});

describe('the address rules', () => {
  it('one shape rule, one message, where no coin is known: a deposit naming our wallet and a wallet', () => {
    const deposit = (payment_address: string) =>
      depositSchema.safeParse({ userid: crypto.randomUUID(), trnx_type: 'deposit', amount: 100, payment_method: 'btc', payment_address });
    const wallet = (address: string) => walletCreateSchema.safeParse({ name: 'n', address, currency: 'btc' });
    for (const bad of ['short', 'bc1q-abc-0000000000', 'a'.repeat(129), '<script>alert(1)</script>']) {
      expect(ADDRESS_SHAPE.test(bad)).toBe(false);
      expect(deposit(bad).error?.issues.map((i) => i.message)).toEqual([MSG.walletAddressInvalid]);
      expect(wallet(bad).error?.issues.map((i) => i.message)).toEqual([MSG.walletAddressInvalid]);
    }
    expect(deposit(VALID.btc).success).toBe(true);
  });

  it('where the coin is known the checksum decides, with the coin-named message', () => {
    for (const c of COIN_SYMBOLS) {
      expect(ADDRESS_SHAPE.test(VALID[c])).toBe(true);
      expect(isValidAddress(c, VALID[c])).toBe(true);
    }
    const typo = VALID.usdt.slice(0, -1) + (VALID.usdt.endsWith('t') ? 'u' : 't');
    const res = walletCreateSchema.safeParse({ name: 'n', address: typo, currency: 'usdt' });
    expect(res.error?.issues.map((i) => i.message)).toEqual([ADDRESS_MSG.invalidFor('usdt')]);
  });
});
