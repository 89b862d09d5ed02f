import { HDNodeWallet, Mnemonic } from 'ethers';
import { expect } from 'vitest';
import { bearer, type TestApp, type TestUser } from '@/tests/helpers/test-app';

/** The mnemonic ganache funds its accounts from; the operator's keys below come from it too. */
export const CHAIN_TEST_MNEMONIC = 'test test test test test test test test test test test junk';

/** The account-level extended public key of `path` from the test mnemonic (what an operator configures). */
export const accountXpub = (path: string) => HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(CHAIN_TEST_MNEMONIC), path).neuter().extendedKey;

export const ETH_XPUB = accountXpub("m/44'/60'/0'");
export const BTC_XPUB = accountXpub("m/84'/0'/0'");
export const TRON_XPUB = accountXpub("m/44'/195'/0'");

/** The address an ether deposit with derivation index `i` must get (the wallet's own derivation, with the private key). */
export const ethAddressAt = (i: number) =>
  HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(CHAIN_TEST_MNEMONIC), `m/44'/60'/0'/0/${i}`).address;

/** Rates the price stand-in starts with (USD per coin, by CoinGecko id). */
export const RATES = { bitcoin: 60_000, ethereum: 3_000, tether: 1 };

/** An on-chain deposit of `amount` dollars in `coin` (its name), without an address: the server derives one. */
export async function depositOnChain(app: TestApp, investor: TestUser, amount: number, coin = 'Ethereum', key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/transaction/save',
    headers: { ...bearer(investor.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { userid: investor.id, trnx_type: 'deposit', amount, payment_method: coin },
  });
}

export async function expectDeposit(app: TestApp, investor: TestUser, amount: number, coin = 'Ethereum') {
  const res = await depositOnChain(app, investor, amount, coin);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string; payment_address: string; coin_amount: string; quote_expires_at: string; status: string }>();
}
