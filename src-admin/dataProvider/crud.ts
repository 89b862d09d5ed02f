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
import type { ApiEndpoint, Json } from './httpClient';
import { API_MAX_PAGE, listPath, toApiFilter, totalFromContentRange, totalIsLowerBound, withId, type ListMeta } from './list';
import type { ResourceApi } from './resourceApi';
import { apiOf } from './resources';
import { DATA_TEXT } from './texts';

const unsupported = (message: string) => Promise.reject(new HttpError(message, 405, null));

/**
 * react-admin's CRUD over the resources of resources.ts: ra-data-simple-rest against this
 * API's paths, with `_id` -> `id`. simple-rest does getOne, create and update; lists are read
 * here with the same sort/range/filter parameters and Content-Range totals, because the API
 * (a) has its own default order, used when no sort field is given, (b) caps a page at 500
 * rows, (c) is told deposits/withdrawals/investments by a fixed filter, and (d) may say its
 * total is a lower bound (X-Total-Is-Lower-Bound), passed on as `meta.totalIsLowerBound`. Deletes go without
 * simple-rest's text/plain body header; the bulk methods try every record and report the
 * first failure.
 */
export function createCrudProvider(apiUrl: string, { client, url }: ApiEndpoint): DataProvider {
  const base = simpleRestProvider(apiUrl, client);

  /** One page as the API serves it (at most API_MAX_PAGE rows). No sort field: the API's own order. */
  async function page(api: ResourceApi, filter: Json, from: number, to: number, sort: GetListParams['sort'], signal?: AbortSignal) {
    const target = listPath(api.list, filter);
    const query: Record<string, string> = {
      range: JSON.stringify([from, to]),
      filter: JSON.stringify(target.filter),
    };
    if (sort?.field) query.sort = JSON.stringify([sort.field, sort.order === 'DESC' ? 'DESC' : 'ASC']);
    const { json, headers } = await client(`${url(target.path)}?${fetchUtils.queryParameters(query)}`, { signal });
    return {
      data: (json as Json[]).map(withId),
      total: totalFromContentRange(headers.get('Content-Range')),
      lowerBound: totalIsLowerBound(headers),
    };
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
    // past the API's count cap the total is "at least": react-admin pages on by it (it is
    // always past this page), and ListPagination shows it as '10,000+'
    const meta: ListMeta = { totalIsLowerBound: true };
    return { data, total: result.total, ...(result.lowerBound && { meta }) };
  }

  async function getOne(resource: string, id: Identifier, signal?: AbortSignal): Promise<RaRecord> {
    const api = apiOf(resource);
    if (api.one) return withId((await base.getOne(api.one, { id, signal })).data);
    const { data } = await page(api, { id: [String(id)] }, 0, 0, undefined, signal);
    if (!data[0]) throw new HttpError(DATA_TEXT.notFound, 404, { statusCode: 404, error: 'Not Found', message: DATA_TEXT.notFound });
    return data[0];
  }

  async function update(resource: string, id: Identifier, data: Json, previous?: Json): Promise<RaRecord> {
    const api = apiOf(resource);
    if (!api.update) throw new HttpError(DATA_TEXT.cannotChange(resource), 405, null);
    const body = api.updatePayload ? api.updatePayload(data, previous) : data;
    const { data: updated } = await base.update(api.update, { id, data: body, previousData: previous as RaRecord });
    return withId(updated);
  }

  async function remove(resource: string, id: Identifier): Promise<RaRecord> {
    const api = apiOf(resource);
    if (!api.remove) throw new HttpError(DATA_TEXT.cannotDelete(resource), 405, null);
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
      const { data } = await page(
        api,
        toApiFilter({ id: ids }, api.fixedFilter),
        0,
        Math.min(ids.length, API_MAX_PAGE) - 1,
        undefined,
        params.signal,
      );
      return { data } as never;
    },

    getManyReference: (resource, params) => getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    create: async (resource, params) => {
      const api = apiOf(resource);
      if (!api.create) return unsupported(DATA_TEXT.cannotCreate(resource));
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
  };
}
