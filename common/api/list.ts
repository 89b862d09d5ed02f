import { z } from 'zod';
import { defineTexts, plain } from '../i18n/translate';

// What every list route shares: react-admin's list parameters and the filter fields that
// several resources accept under the same name.

/** What the API says of an id, a coin or another parameter of a path or a query it cannot read. */
export const API_INPUT_MSG = defineTexts('apiInput', {
  notValidId: plain,
  notOurCoin: plain,
  coinOneOf: (coins: string) => ({ coins }),
  /** GET /api/insight/history?range= */
  insightRange: plain,
  /** GET /api/reports/activity?days= */
  activityDays: plain,
});

export const idParamsSchema = z.object({ id: z.uuid({ error: () => API_INPUT_MSG.notValidId }) });

/** ra-data-simple-rest list parameters, each a JSON string; all optional. */
export const listQuerySchema = z.object({
  sort: z.string().optional(),
  range: z.string().optional(),
  filter: z.string().optional(),
});

/** A one-sentence answer (202 and 200 of the reset routes, for instance). */
export const messageSchema = z.object({ message: z.string() });

/** The free-text search of a list filter. */
export const searchFilterField = z.string().max(200);

/** react-admin's getMany: the records' uuids. */
export const uuidListFilterField = z.array(z.uuid()).max(500);

/** A bound of a date range filter: an instant with its offset, or a date alone (a whole UTC day). */
export const dateBoundFilterField = z.iso.datetime({ offset: true }).or(z.iso.date());
