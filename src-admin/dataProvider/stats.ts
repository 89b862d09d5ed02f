import { HttpError } from 'react-admin';
import { statsSummarySchema, type StatsSummary } from '@/common/api/stats';
import type { ApiEndpoint } from './httpClient';
import { DATA_TEXT } from './texts';

/** GET /api/stats/summary, checked against the server's own response schema (one contract). */
export type { StatsSummary };

export const getStats =
  ({ client, url }: ApiEndpoint) =>
  async (): Promise<StatsSummary> => {
    const parsed = statsSummarySchema.safeParse((await client(url('stats/summary'))).json);
    if (!parsed.success) throw new HttpError(DATA_TEXT.unexpectedFigures, 502, null);
    return parsed.data;
  };
