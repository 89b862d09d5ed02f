import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider, type RaRecord, type SortPayload } from 'react-admin';
import { API_BASE_URL } from '../src/lib/api-client';
import { getSession } from '../src/lib/auth/session';

type HttpClient = typeof fetchUtils.fetchJson;

/** fetchJson with the signed-in user's Bearer token (read at call time, so a logout takes effect at once). */
export const httpClient: HttpClient = (url, options = {}) => {
  const session = getSession();
  return fetchUtils.fetchJson(url, {
    ...options,
    user: session ? { authenticated: true, token: `Bearer ${session.token}` } : undefined,
  });
};

/**
 * Where each react-admin resource lives in the API, when its name is not the path.
 * `list`: the collection (getList); `one`: the prefix of `/{id}` (getOne).
 */
const RESOURCE_PATHS: Record<string, { list: string; one: string }> = {
  users: { list: 'profile/all', one: 'profile' },
};

const listPath = (resource: string) => RESOURCE_PATHS[resource]?.list ?? resource;
const onePath = (resource: string) => RESOURCE_PATHS[resource]?.one ?? resource;

/** The API's records carry `_id`; react-admin wants `id`. */
export const withId = <T extends { _id?: unknown; id?: unknown }>(record: T): T & RaRecord =>
  ({ ...record, id: (record._id ?? record.id) as RaRecord['id'] }) as T & RaRecord;

/** react-admin's default sort is on `id`; the API's key is `_id`. */
const apiSort = <S extends SortPayload | undefined>(sort: S): S =>
  sort && sort.field === 'id' ? { ...sort, field: '_id' } : sort;

/** ra-data-simple-rest against /api, with the resource-to-path map and `_id` -> `id`. */
export function createDataProvider(apiUrl: string = API_BASE_URL, client: HttpClient = httpClient): DataProvider {
  const base = simpleRestProvider(apiUrl, client);
  return {
    ...base,
    getList: async (resource, params) => {
      const result = await base.getList(listPath(resource), { ...params, sort: apiSort(params.sort) });
      return { ...result, data: result.data.map(withId) };
    },
    getOne: async (resource, params) => {
      const { data } = await base.getOne(onePath(resource), params);
      return { data: withId(data) };
    },
    // The API has no "many ids" filter: fetch each record.
    getMany: async (resource, params) => {
      const data = await Promise.all(
        params.ids.map((id) => base.getOne(onePath(resource), { id, signal: params.signal }).then((r) => withId(r.data))),
      );
      return { data };
    },
    getManyReference: async (resource, params) => {
      const result = await base.getManyReference(listPath(resource), { ...params, sort: apiSort(params.sort) });
      return { ...result, data: result.data.map(withId) };
    },
  };
}

export const dataProvider = createDataProvider();
