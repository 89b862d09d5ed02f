import { onTestFinished, vi } from 'vitest';

/** One request the back-office made through fetch. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Route = (call: ApiCall) => ApiReply | undefined | Promise<ApiReply | undefined>;

/** A list answer as the API gives it: the rows and Content-Range. */
export const listReply = (resource: string, rows: unknown[], total = rows.length): ApiReply => ({
  body: rows,
  headers: { 'Content-Range': `${resource} 0-${Math.max(rows.length - 1, 0)}/${total}` },
});

export const errorReply = (statusCode: number, message: string): ApiReply => ({
  status: statusCode,
  body: { statusCode, error: 'Error', message },
});

/**
 * Replaces fetch (react-admin's transport) for one test: each request goes to the first
 * route that answers; anything unanswered is a 404 in the API's error shape. Every call is
 * recorded for assertions. The real fetch is back when the test ends.
 */
export function fakeApi(...routes: Route[]) {
  const calls: ApiCall[] = [];
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://localhost'), init);
      const url = new URL(request.url);
      const text = await request.text();
      const call: ApiCall = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
        headers: request.headers,
      };
      calls.push(call);
      let reply: ApiReply | undefined;
      for (const route of routes) {
        reply = await route(call);
        if (reply) break;
      }
      const { status = 200, body = null, headers = {} } = reply ?? errorReply(404, `No fake for ${call.method} ${call.path}`);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
    }),
  );
  return {
    calls,
    /** calls to a path (and method) */
    to: (path: string, method = 'GET') => calls.filter((c) => c.path === path && c.method === method),
  };
}

/** The filter a list call sent. */
export const filterOf = (call: ApiCall) => JSON.parse(call.query.get('filter') ?? '{}') as Record<string, unknown>;
