import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { api, authApi } from '@/src/lib/api-client';

/** One request as the web app sent it. */
interface SentRequest {
  method: string;
  /** path below /api, e.g. '/user/login' */
  url: string;
  authorization: string | undefined;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: SentRequest) => Reply | Promise<Reply>;

/**
 * Replaces the HTTP layer of both axios clients (their adapter) for one test: every request the
 * app makes is recorded and answered by `handler`; interceptors and transforms still run.
 */
export function mockApi(handler: Handler) {
  const requests: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      authorization: (headers.get('Authorization') as string | undefined) ?? undefined,
      body: typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const reply = await handler(request);
    const response: AxiosResponse = {
      data: reply.body ?? '',
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  const previous = [api.defaults.adapter, authApi.defaults.adapter] as const;
  api.defaults.adapter = adapter;
  authApi.defaults.adapter = adapter;
  return {
    requests,
    restore() {
      api.defaults.adapter = previous[0];
      authApi.defaults.adapter = previous[1];
    },
  };
}

/** The API's error shape: {statusCode, error, message, errors?}. */
export const apiError = (statusCode: number, message: string, errors?: { field: string; message: string }[]): Reply => ({
  status: statusCode,
  body: { statusCode, error: 'Error', message, ...(errors ? { errors } : {}) },
});

/** A promise you resolve from the test, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
