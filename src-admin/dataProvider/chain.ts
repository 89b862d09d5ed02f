import { HttpError } from 'react-admin';
import { coinRateSchema, type CoinRate } from '@/common/api/chain';
import type { CoinSymbol } from '@/common/coins';
import type { ApiEndpoint } from './httpClient';
import type { ResourceApi } from './resourceApi';
import { DATA_TEXT } from './texts';

/**
 * Every payment the watchers saw on a chain (GET /chain-payments, staff). Read-only: a
 * payment is the chain's fact; a deposit is approved or failed on its own record.
 */
export const chainPaymentsApi: ResourceApi = {
  list: 'chain-payments',
  one: 'chain-payments',
  idFilter: true,
};

const unexpected = () => new HttpError(DATA_TEXT.unexpectedAnswer, 502, null);

/** GET /chain/rates: each coin's live rate (and when it was read) and its fallback. */
export type GetCoinRates = () => Promise<CoinRate[]>;
export const getCoinRates =
  ({ client, url }: ApiEndpoint): GetCoinRates =>
  async () => {
    const parsed = coinRateSchema.array().safeParse((await client(url('chain/rates'))).json);
    if (!parsed.success) throw unexpected();
    return parsed.data;
  };

/** PUT /chain/rates/{coin} {usd} (admins): sets a coin's fallback rate, or removes it with null. */
export type SetFallbackRate = (coin: CoinSymbol, usd: string | null) => Promise<CoinRate>;
export const setFallbackRate =
  ({ client, url }: ApiEndpoint): SetFallbackRate =>
  async (coin, usd) => {
    const { json } = await client(url('chain/rates', coin), { method: 'PUT', body: JSON.stringify({ usd }) });
    const parsed = coinRateSchema.safeParse(json);
    if (!parsed.success) throw unexpected();
    return parsed.data;
  };
