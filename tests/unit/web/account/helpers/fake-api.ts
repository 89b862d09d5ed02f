import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { api, authApi } from '@/src/lib/api-client';

/** One request as the web app sent it, with every header. */
export interface Sent {
  method: string;
  /** path below /api */
  url: string;
  headers: Record<string, string>;
  /** the query string's parameters */
  params: Record<string, string>;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Route = Reply | ((request: Sent) => Reply | Promise<Reply>);

/** The API's error shape. */
export const fail = (status: number, message: string, errors?: { field: string; message: string }[]): Reply => ({
  status,
  body: { statusCode: status, error: 'Error', message, ...(errors ? { errors } : {}) },
});

/**
 * Answers the app's calls from a table keyed 'METHOD /path' (the path below /api); anything
 * else is a 404. Replaces both axios clients' adapter; interceptors still run.
 */
export function fakeApi(routes: Record<string, Route>) {
  const requests: Sent[] = [];
  const table = { ...routes };
  const adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    const sent: Sent = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      headers: Object.fromEntries(Object.entries(headers.toJSON()).map(([k, v]) => [k.toLowerCase(), String(v)])),
      params: Object.fromEntries(Object.entries((config.params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)])),
      body: typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data,
    };
    requests.push(sent);
    const route = table[`${sent.method} ${sent.url}`];
    const reply = route === undefined ? fail(404, 'Not found') : typeof route === 'function' ? await route(sent) : route;
    const response: AxiosResponse = {
      data: reply.body ?? '',
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  const previous = [api.defaults.adapter, authApi.defaults.adapter] as const;
  api.defaults.adapter = adapter;
  authApi.defaults.adapter = adapter;
  return {
    requests,
    /** changes one answer from now on */
    set(key: string, route: Route) {
      table[key] = route;
    },
    /** the requests made to 'METHOD /path' */
    calls(key: string) {
      return requests.filter((r) => `${r.method} ${r.url}` === key);
    },
    restore() {
      api.defaults.adapter = previous[0];
      authApi.defaults.adapter = previous[1];
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** A promise resolved from the test, to hold an answer back. */
export function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * A list route as the server answers it: the `range` page of `rows` (already newest first)
 * with its `Content-Range`, or the whole list without a range.
 */
export const pagedList =
  (rows: unknown[], resource = 'transaction') =>
  (request: Sent): Reply => {
    const [from, to] = request.params.range ? (JSON.parse(request.params.range) as [number, number]) : [0, rows.length - 1];
    const page = rows.slice(from, to + 1);
    const last = page.length === 0 ? from : from + page.length - 1;
    return { status: 200, body: page, headers: { 'content-range': `${resource} ${from}-${last}/${rows.length}` } };
  };
