import simpleRestProvider from 'ra-data-simple-rest';
import {
  fetchUtils,
  HttpError,
  type DataProvider,
  type GetListParams,
  type GetListResult,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { IDEMPOTENCY_HEADER } from '../common/idempotency';
import { MSG } from '../common/messages';
import type { AdjustPayload } from '../common/validation/profile';
import { API_BASE_URL } from '../src/lib/api-client';
import { getSession } from '../src/lib/auth/session';
import { statsSummarySchema, type StatsSummary } from '../server/modules/stats/schemas';

type HttpClient = typeof fetchUtils.fetchJson;
type Json = Record<string, unknown>;

/** The API refuses pages of more than this many rows; bigger reads (CSV export) go in chunks. */
export const API_MAX_PAGE = 500;

const isNetworkFailure = (error: unknown) => error instanceof TypeError && !(error instanceof HttpError);

/**
 * The API's `errors: [{ field, message }]` as react-admin's form wants them: `{ field: message }`,
 * so a 400 shows each message under its input.
 */
const toFormErrors = (errors: unknown): Record<string, string> | undefined => {
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const out: Record<string, string> = {};
  for (const e of errors as { field?: unknown; message?: unknown }[]) {
    if (typeof e?.field === 'string' && typeof e.message === 'string' && !(e.field in out)) out[e.field] = e.message;
  }
  return Object.keys(out).length ? out : undefined;
};

/**
 * fetchJson with the signed-in user's Bearer token (read at call time, so a logout takes effect
 * at once). A request that never reached the server rejects with status 0 and the network
 * message; the API's field errors come back in react-admin's shape.
 */
export const httpClient: HttpClient = async (url, options = {}) => {
  const session = getSession();
  try {
    return await fetchUtils.fetchJson(url, {
      ...options,
      user: session ? { authenticated: true, token: `Bearer ${session.token}` } : undefined,
    });
  } catch (error) {
    if (isNetworkFailure(error)) throw new HttpError(MSG.networkError, 0, null);
    if (error instanceof HttpError && error.body && typeof error.body === 'object') {
      const body = error.body as Json;
      const errors = toFormErrors(body.errors);
      if (errors) throw new HttpError(error.message, error.status, { ...body, errors, apiErrors: body.errors });
    }
    throw error;
  }
};

type PayloadBuilder = (data: Json, previous: Json | undefined) => Json;

interface ResourceApi {
  /**
   * GET: the collection (getList, getMany, getManyReference). A `{key}` in it is taken from
   * the filter (a user's ledger lives at profile/{userid}/ledger).
   */
  list: string;
  /** GET `${one}/{id}` (getOne); without it getOne reads the list filtered by id */
  one?: string;
  /** POST (create) */
  create?: string;
  /** PUT `${update}/{id}` */
  update?: string;
  /** DELETE `${remove}/{id}` */
  remove?: string;
  /** filter always sent, whatever the screen asks (deposits are transactions of type deposit) */
  fixedFilter?: Json;
  /** whether the list accepts `filter={"id":[...]}`; otherwise getMany reads each record */
  idFilter: boolean;
  /** the body of a create */
  createPayload?: PayloadBuilder;
  /** the body of an update */
  updatePayload?: PayloadBuilder;
}

/** Keeps the allowed keys; with `previous`, only those whose value changed. */
const pick =
  (keys: readonly string[], always: readonly string[] = []): PayloadBuilder =>
  (data, previous) => {
    const out: Json = {};
    for (const key of keys) {
      if (!(key in data) || data[key] === undefined) continue;
      if (previous && !always.includes(key) && sameValue(previous[key], data[key])) continue;
      out[key] = data[key];
    }
    return out;
  };

const sameValue = (a: unknown, b: unknown) => (typeof a === 'object' || typeof b === 'object' ? JSON.stringify(a) === JSON.stringify(b) : a === b);

const USER_FIELDS = ['name', 'email', 'phone_no', 'country', 'password', 'acct_bal', 'acct_bonus', 'progress_bar', 'kyc_status', 'status', 'role', 'reason'];
const userPayload: PayloadBuilder = (data, previous) => {
  const out = pick(USER_FIELDS)(data, previous);
  // blank keeps the current password (DESIGN.md section 6)
  if (out.password === '' || out.password === null) delete out.password;
  if (out.reason === '' || out.reason === null) delete out.reason;
  // a reason alone changes nothing
  if (Object.keys(out).length === 1 && 'reason' in out) delete out.reason;
  return out;
};

const pickTransaction = pick(['status', 'amount', 'payment_method', 'payment_address', 'payout_reference'], ['status']);
/**
 * Status always (the API requires it); the rest only when changed, so nothing else is
 * overwritten. A payout reference goes only with a withdrawal being marked successful (paid);
 * one typed and then abandoned for another status stays behind.
 */
const transactionPayload: PayloadBuilder = (data, previous) => {
  const out = pickTransaction(data, previous);
  const type = data.type ?? previous?.type;
  if (out.status !== 'successful' || type !== 'withdraw' || typeof out.payout_reference !== 'string') delete out.payout_reference;
  else out.payout_reference = out.payout_reference.trim();
  return out;
};
const PLAN_FIELDS = ['name', 'description', 'category', 'min', 'max', 'roi', 'duration', 'status'];
const WALLET_FIELDS = ['name', 'address', 'currency', 'status'];

const transactionsApi = (fixedFilter?: Json): ResourceApi => ({
  list: 'transaction/all/',
  one: 'transaction/single',
  update: 'transaction',
  remove: 'transaction/delete',
  fixedFilter,
  idFilter: true,
  updatePayload: transactionPayload,
});

/** Where each react-admin resource lives under /api (DESIGN.md section 4). */
export const RESOURCES: Record<string, ResourceApi> = {
  users: { list: 'profile/all', one: 'profile', update: 'profile/update', remove: 'profile', idFilter: true, updatePayload: userPayload },
  transactions: transactionsApi(),
  deposits: transactionsApi({ trnx_type: 'deposit' }),
  withdrawals: transactionsApi({ trnx_type: 'withdraw' }),
  investments: transactionsApi({ trnx_type: 'investment' }),
  plans: {
    list: 'plans/all',
    one: 'plans',
    create: 'plans/save',
    update: 'plans',
    remove: 'plans',
    idFilter: true,
    createPayload: pick(PLAN_FIELDS),
    updatePayload: pick(PLAN_FIELDS),
  },
  wallets: {
    list: 'address/all',
    one: 'address',
    create: 'address/save',
    update: 'address',
    remove: 'address',
    idFilter: true,
    createPayload: pick(WALLET_FIELDS),
    updatePayload: pick(WALLET_FIELDS),
  },
  kyc: { list: 'kyc/all', one: 'kyc', update: 'kyc', idFilter: true, updatePayload: pick(['status', 'reason'], ['status', 'reason']) },
  // no GET /audit/{id}: one entry is the list filtered by its id
  audit: { list: 'audit', idFilter: true },
  ledger: { list: 'profile/{userid}/ledger', idFilter: false },
};

/** The list path with its `{key}`s filled from the filter, and the filter without them. */
export const listPath = (list: string, filter: Json): { path: string; filter: Json } => {
  const rest = { ...filter };
  const path = list.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = rest[key];
    if (value === undefined || value === null || value === '') throw new Error(`${list} needs ${key}`);
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  return { path, filter: rest };
};

const apiOf = (resource: string): ResourceApi => {
  const api = RESOURCES[resource];
  if (!api) throw new Error(`Unknown back-office resource: ${resource}`);
  return api;
};

const unsupported = (resource: string, action: string) =>
  Promise.reject(new HttpError(`${resource} cannot be ${action} here`, 405, null));

/** The API's records carry `_id`; react-admin wants `id`. */
export const withId = <T extends { _id?: unknown; id?: unknown }>(record: T): T & RaRecord =>
  ({ ...record, id: (record._id ?? record.id) as RaRecord['id'] }) as T & RaRecord;

/** `transaction 0-24/319` -> 319; an empty page (`audit 0-0/0`) -> 0. */
export function totalFromContentRange(header: string | null): number {
  const total = header ? Number.parseInt(header.split('/').pop() ?? '', 10) : Number.NaN;
  if (!Number.isFinite(total)) {
    throw new Error('The API answered a list without a usable Content-Range header');
  }
  return total;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date picked on a filter (YYYY-MM-DD) means that whole day where the staff member is:
 * `_gte` from its first millisecond, `_lte` to its last, sent as instants.
 */
export function toApiFilter(filter: Json | undefined, fixed?: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' && DATE_ONLY.test(value) && (key.endsWith('_gte') || key.endsWith('_lte'))) {
      const [y, m, d] = value.split('-').map(Number);
      out[key] = key.endsWith('_gte')
        ? new Date(y, m - 1, d, 0, 0, 0, 0).toISOString()
        : new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();
      continue;
    }
    out[key] = value;
  }
  return { ...out, ...fixed };
}

/** GET /api/stats/summary, checked against the server's own response schema (one contract). */
export type { StatsSummary };

export interface ReconcileReport {
  ok: boolean;
  checkedUsers: number;
  discrepancies: { userId: string; email: string; acct_bal: number; ledger_bal: number; acct_bonus: number; ledger_bonus: number }[];
}

/** The methods beyond react-admin's CRUD that the back-office calls. */
export interface AdminDataProvider extends DataProvider {
  /** POST /profile/{id}/adjust: a credit (amount > 0) or debit (amount < 0); `key` makes retries safe. */
  adjustBalance: (id: Identifier, payload: AdjustPayload, idempotencyKey: string) => Promise<{ data: RaRecord }>;
  getStats: () => Promise<StatsSummary>;
  getReconcileReport: () => Promise<ReconcileReport>;
  /** A KYC document (front or back) as a Blob, read with the staff member's token. */
  getKycDocument: (id: Identifier, side: 'front' | 'back') => Promise<Blob>;
}

/**
 * The back-office dataProvider: ra-data-simple-rest against this API's paths, with `_id` ->
 * `id`. simple-rest does getOne, create and update; lists are read here with the same
 * sort/range/filter parameters and Content-Range totals, because the API (a) has its own
 * default order, used when no sort field is given, (b) caps a page at 500 rows, and (c) is
 * told deposits/withdrawals/investments by a fixed filter. Deletes go without simple-rest's
 * text/plain body header; the bulk methods try every record and report the first failure.
 */
export function createDataProvider(apiUrl: string = API_BASE_URL, client: HttpClient = httpClient): AdminDataProvider {
  const base = simpleRestProvider(apiUrl, client);
  const url = (path: string, id?: Identifier) => `${apiUrl}/${path}${id === undefined ? '' : `${path.endsWith('/') ? '' : '/'}${encodeURIComponent(String(id))}`}`;

  /** One page as the API serves it (at most API_MAX_PAGE rows). No sort field: the API's own order. */
  async function page(api: ResourceApi, filter: Json, from: number, to: number, sort: GetListParams['sort'], signal?: AbortSignal) {
    const target = listPath(api.list, filter);
    const query: Record<string, string> = {
      range: JSON.stringify([from, to]),
      filter: JSON.stringify(target.filter),
    };
    if (sort?.field) query.sort = JSON.stringify([sort.field, sort.order === 'DESC' ? 'DESC' : 'ASC']);
    const { json, headers } = await client(`${url(target.path)}?${fetchUtils.queryParameters(query)}`, { signal });
    return { data: (json as Json[]).map(withId), total: totalFromContentRange(headers.get('Content-Range')) };
  }

  async function getList(resource: string, params: GetListParams): Promise<GetListResult> {
    const api = apiOf(resource);
    const { page: pageNo = 1, perPage = 25 } = params.pagination ?? {};
    const filter = toApiFilter(params.filter, api.fixedFilter);
    const first = (pageNo - 1) * perPage;
    const last = first + perPage - 1;
    // a page larger than the API allows (CSV export) is read in chunks of API_MAX_PAGE rows;
    // a chunk that comes back short is the end
    const chunk = (from: number) => page(api, filter, from, Math.min(last, from + API_MAX_PAGE - 1), params.sort, params.signal);
    let result = await chunk(first);
    let data = result.data;
    while (data.length < perPage && result.data.length === API_MAX_PAGE && first + data.length < result.total) {
      result = await chunk(first + data.length);
      data = data.concat(result.data);
    }
    return { data, total: result.total };
  }

  async function getOne(resource: string, id: Identifier, signal?: AbortSignal): Promise<RaRecord> {
    const api = apiOf(resource);
    if (api.one) return withId((await base.getOne(api.one, { id, signal })).data);
    const { data } = await page(api, { id: [String(id)] }, 0, 0, undefined, signal);
    if (!data[0]) throw new HttpError('Not found', 404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
    return data[0];
  }

  async function update(resource: string, id: Identifier, data: Json, previous?: Json): Promise<RaRecord> {
    const api = apiOf(resource);
    if (!api.update) throw new HttpError(`${resource} cannot be changed here`, 405, null);
    const body = api.updatePayload ? api.updatePayload(data, previous) : data;
    const { data: updated } = await base.update(api.update, { id, data: body, previousData: previous as RaRecord });
    return withId(updated);
  }

  async function remove(resource: string, id: Identifier): Promise<RaRecord> {
    const api = apiOf(resource);
    if (!api.remove) throw new HttpError(`${resource} cannot be deleted here`, 405, null);
    const { json } = await client(url(api.remove, id), { method: 'DELETE' });
    return withId((json ?? { _id: id }) as Json);
  }

  return {
    getList,

    getOne: async (resource, params) => ({ data: await getOne(resource, params.id, params.signal) }) as never,

    getMany: async (resource, params) => {
      const api = apiOf(resource);
      if (params.ids.length === 0) return { data: [] };
      if (!api.idFilter) {
        return { data: await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal))) } as never;
      }
      const ids = params.ids.map(String);
      const { data } = await page(api, toApiFilter({ id: ids }, api.fixedFilter), 0, Math.min(ids.length, API_MAX_PAGE) - 1, undefined, params.signal);
      return { data } as never;
    },

    getManyReference: (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    create: async (resource, params) => {
      const api = apiOf(resource);
      if (!api.create) return unsupported(resource, 'created');
      const body = api.createPayload ? api.createPayload(params.data as Json, undefined) : params.data;
      const { data } = await base.create(api.create, { data: body });
      return { data: withId(data) } as never;
    },

    update: async (resource, params) =>
      ({ data: await update(resource, params.id, params.data as Json, params.previousData as Json | undefined) }) as never,

    // one PUT per record: the API has no bulk route. All are tried; the first failure is reported.
    updateMany: async (resource, params) => {
      const results = await Promise.allSettled(params.ids.map((id) => update(resource, id, params.data as Json)));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
      return { data: params.ids };
    },

    delete: async (resource, params) => ({ data: await remove(resource, params.id) }) as never,

    deleteMany: async (resource, params) => {
      const results = await Promise.allSettled(params.ids.map((id) => remove(resource, id)));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
      return { data: params.ids };
    },

    adjustBalance: async (id, payload, idempotencyKey) => {
      const { json } = await client(`${url('profile', id)}/adjust`, {
        method: 'POST',
        body: JSON.stringify(payload),
        headers: new Headers({ Accept: 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey }),
      });
      return { data: withId(json as Json) };
    },

    getStats: async () => {
      const parsed = statsSummarySchema.safeParse((await client(url('stats/summary'))).json);
      if (!parsed.success) throw new HttpError('The figures arrived in an unexpected shape', 502, null);
      return parsed.data;
    },

    getReconcileReport: async () => (await client(url('reports/reconcile'))).json as ReconcileReport,

    getKycDocument: async (id, side) => {
      const session = getSession();
      let response: Response;
      try {
        response = await fetch(`${url('kyc', id)}/${side}`, {
          headers: session ? { Authorization: `Bearer ${session.token}` } : {},
        });
      } catch {
        throw new HttpError(MSG.networkError, 0, null);
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as Json | null;
        throw new HttpError(typeof body?.message === 'string' ? body.message : response.statusText, response.status, body);
      }
      return response.blob();
    },
  };
}

export const dataProvider = createDataProvider();
