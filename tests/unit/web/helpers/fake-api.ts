import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { onTestFinished, vi } from 'vitest';
import type { ErrorBody, FieldError } from '@/common/api/errors';
import { api, authApi } from '@/src/lib/api-client';

/**
 * The one stand-in for the API in component tests. The investor app talks through its two axios
 * clients, the back office through fetch (react-admin's transport); both reach the same table, so
 * a test says once what the server answers, whichever app asks.
 */

/** One request as an app sent it. */
export interface Sent {
  method: string;
  /** the path below /api, without its query: '/profile/me' */
  path: string;
  /** the query string's parameters */
  query: Record<string, string>;
  /** every header, names in lower case */
  headers: Record<string, string>;
  /** the JSON body, parsed; a FormData as sent */
  body: unknown;
}

export interface Reply<Body = unknown> {
  /** 200 unless said */
  status?: number;
  body?: Body;
  headers?: Record<string, string>;
}

/** An answer, or a function of the request that gives one. */
export type Answer = Reply | ((sent: Sent) => Reply | Promise<Reply>);

/** Answers keyed 'METHOD /path' (the path below /api, exactly). */
export type RouteTable = Record<string, Answer>;

/** Answers what it knows; `undefined` passes the request on. One that throws is a network failure (the request rejects). */
export type Handler = (sent: Sent) => Reply | undefined | Promise<Reply | undefined>;

/** The API's error shape: {statusCode, error, message, errors?}. */
export const fail = (status: number, message: string, errors?: FieldError[]): Reply<ErrorBody> => ({
  status,
  body: { statusCode: status, error: 'Error', message, ...(errors ? { errors } : {}) },
});

/** A list the API pages: its rows and `Content-Range` (`resource from-to/total`). */
export const listReply = (resource: string, rows: unknown[], total = rows.length): Reply => ({
  body: rows,
  headers: { 'content-range': `${resource} 0-${Math.max(rows.length - 1, 0)}/${total}` },
});

/**
 * A list route as the server answers it: the `range` page of `rows` (already in order) with its
 * `Content-Range`, or the whole list when no range is asked.
 */
export const pagedList =
  (rows: unknown[], resource = 'transaction') =>
  (sent: Sent): Reply => {
    const [from, to] = sent.query.range ? (JSON.parse(sent.query.range) as [number, number]) : [0, rows.length - 1];
    const page = rows.slice(from, to + 1);
    const last = page.length === 0 ? from : from + page.length - 1;
    return { body: page, headers: { 'content-range': `${resource} ${from}-${last}/${rows.length}` } };
  };

/** The filter a react-admin list call sent. */
export const filterOf = (sent: Sent) => JSON.parse(sent.query.filter ?? '{}') as Record<string, unknown>;

/** A promise resolved from the test, to hold an answer back. */
export function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const API_PREFIX = '/api';

const belowApi = (pathname: string) => (pathname.startsWith(`${API_PREFIX}/`) ? pathname.slice(API_PREFIX.length) : pathname);

/** JSON parsed; no body (axios' undefined, fetch's empty text) is undefined; anything else as sent */
const parseBody = (data: unknown) => {
  if (data === undefined || data === '') return undefined;
  return typeof data === 'string' ? (JSON.parse(data) as unknown) : data;
};

const lowerCaseHeaders = (entries: Iterable<[string, unknown]>) =>
  Object.fromEntries([...entries].map(([name, value]) => [name.toLowerCase(), String(value)]));

/**
 * Stands in for the API until the test ends: each request goes to the first of `answers` that
 * answers it (a table by its 'METHOD /path', a handler by returning a reply); anything
 * unanswered is a 404 in the API's error shape. Every request is recorded.
 */
export function fakeApi(...answers: (RouteTable | Handler)[]) {
  const requests: Sent[] = [];
  const overrides: RouteTable = {};

  const answer = async (sent: Sent): Promise<Reply> => {
    const key = `${sent.method} ${sent.path}`;
    for (const source of [overrides, ...answers]) {
      if (typeof source === 'function') {
        const reply = await source(sent);
        if (reply) return reply;
        continue;
      }
      const route = source[key];
      if (route !== undefined) return typeof route === 'function' ? route(sent) : route;
    }
    return fail(404, `No fake for ${key}`);
  };

  const adapter: AxiosAdapter = async (config) => {
    const url = new URL(config.url ?? '', 'http://localhost');
    const query: Record<string, string> = Object.fromEntries(url.searchParams);
    for (const [name, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      if (value !== undefined) query[name] = String(value);
    }
    const sent: Sent = {
      method: (config.method ?? 'get').toUpperCase(),
      path: belowApi(url.pathname),
      query,
      headers: lowerCaseHeaders(Object.entries(AxiosHeaders.from(config.headers).toJSON())),
      body: parseBody(config.data),
    };
    requests.push(sent);
    const reply = await answer(sent);
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body ?? '',
      status,
      statusText: String(status),
      headers: lowerCaseHeaders(Object.entries(reply.headers ?? {})),
      config,
      request: {},
    };
    if (status >= 200 && status < 300) return response;
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
  };

  const fetchStandIn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const isForm = request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
    const sent: Sent = {
      method: request.method,
      path: belowApi(url.pathname),
      query: Object.fromEntries(url.searchParams),
      headers: lowerCaseHeaders(request.headers.entries()),
      body: isForm ? await request.formData() : parseBody(await request.text()),
    };
    requests.push(sent);
    const { status = 200, body = null, headers = {} } = await answer(sent);
    // a Blob (a download) goes as it is; anything else as JSON, as the API sends it
    const payload = body instanceof Blob ? body : status === 204 ? null : JSON.stringify(body);
    const contentType = body instanceof Blob ? body.type : 'application/json';
    return new Response(payload, { status, headers: { 'content-type': contentType, ...headers } });
  };

  const previous = { api: api.defaults.adapter, authApi: authApi.defaults.adapter, fetch: globalThis.fetch };
  api.defaults.adapter = adapter;
  authApi.defaults.adapter = adapter;
  globalThis.fetch = vi.fn(fetchStandIn);
  const restore = () => {
    api.defaults.adapter = previous.api;
    authApi.defaults.adapter = previous.authApi;
    globalThis.fetch = previous.fetch;
  };
  onTestFinished(restore);

  return {
    requests,
    /** changes one answer from now on */
    set(key: string, route: Answer) {
      overrides[key] = route;
    },
    /** the requests made to 'METHOD /path' */
    calls(key: string) {
      return requests.filter((r) => `${r.method} ${r.path}` === key);
    },
    /** ends the stand-in before the test does (it ends with the test anyway) */
    restore,
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
