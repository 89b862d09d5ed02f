import { HttpError } from 'react-admin';
import { liabilitiesSchema, type Liabilities } from '@/common/api/liabilities';
import { activityReportSchema, type ActivityPeriod, type ActivityReport } from '@/common/api/reports';
import type { CoinSymbol } from '@/common/coins';
import type { ApiEndpoint } from './httpClient';
import { DATA_TEXT } from './texts';

// The insight reports: the home's activity per day and the liabilities page. Each
// answer is checked against the server's own response schema (one contract).

export type { ActivityPeriod, ActivityReport, Liabilities };

const unexpected = () => new HttpError(DATA_TEXT.unexpectedFigures, 502, null);

/** GET /reports/activity?days=30|90: deposits, withdrawals, profit paid, sign-ups and money held per day. */
export type GetActivity = (days: ActivityPeriod) => Promise<ActivityReport>;
export const getActivity =
  ({ client, url }: ApiEndpoint): GetActivity =>
  async (days) => {
    const parsed = activityReportSchema.safeParse((await client(`${url('reports/activity')}?days=${days}`)).json);
    if (!parsed.success) throw unexpected();
    return parsed.data;
  };

/** GET /reports/liabilities: what is owed now, the 90-day projection and what is held per coin. */
export type GetLiabilities = () => Promise<Liabilities>;
export const getLiabilities =
  ({ client, url }: ApiEndpoint): GetLiabilities =>
  async () => {
    const parsed = liabilitiesSchema.safeParse((await client(url('reports/liabilities'))).json);
    if (!parsed.success) throw unexpected();
    return parsed.data;
  };

/** PUT /reports/holdings/{coin} {amount} (admins): the USD value held in a coin; answers the new liabilities. */
export type SetHolding = (coin: CoinSymbol, amount: number) => Promise<Liabilities>;
export const setHolding =
  ({ client, url }: ApiEndpoint): SetHolding =>
  async (coin, amount) => {
    const { json } = await client(url('reports/holdings', coin), { method: 'PUT', body: JSON.stringify({ amount }) });
    const parsed = liabilitiesSchema.safeParse(json);
    if (!parsed.success) throw unexpected();
    return parsed.data;
  };
