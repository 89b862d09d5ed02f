import type { z } from 'zod';

/** How long one call to a node may take before the poll gives up (and is tried again next interval). */
const CALL_TIMEOUT_MS = 10_000;

/**
 * A call to a chain node that failed: unreachable, timed out, an HTTP error, or an answer not
 * shaped as documented. The message names the node (its origin only: a JSON-RPC endpoint's path
 * often holds an API key) and the call (a label, never the URL's query string).
 */
export class NodeCallError extends Error {
  constructor(node: string, call: string, reason: string) {
    super(`${node}: ${call} failed: ${reason}`);
    this.name = 'NodeCallError';
  }
}

interface CallOptions {
  method?: 'GET' | 'POST';
  /** sent as JSON */
  body?: unknown;
  /** sent as it is, as text/plain (Esplora's broadcast takes a transaction's hex) */
  text?: string;
  /** an HTTP error says the node's own words (its first line): a broadcast's refusal tells why */
  sayRefusal?: boolean;
}

const SOCKET_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  UND_ERR_SOCKET: 'connection closed',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
};

/** Why fetch threw, in words that hold no URL (undici's cause carries a code like ECONNREFUSED). */
function fetchFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${CALL_TIMEOUT_MS / 1000}s`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (cause && typeof cause.code === 'string') return `${SOCKET_ERRORS[cause.code] ?? 'no connection'} (${cause.code})`;
  return error instanceof Error ? error.message : String(error);
}

/** One node's HTTP API: every call has a timeout, and every failure is a NodeCallError. */
export interface NodeHttp {
  /** `path` is appended to the base and may carry a query string: it never reaches an error message */
  text(call: string, path: string, options?: CallOptions): Promise<string>;
  /** the answer, checked against `schema` */
  json<S extends z.ZodType>(call: string, path: string, schema: S, options?: CallOptions): Promise<z.output<S>>;
  /** the same, but undefined when the node answers 404 (Esplora: a transaction it does not know) */
  jsonOrNotFound<S extends z.ZodType>(call: string, path: string, schema: S, options?: CallOptions): Promise<z.output<S> | undefined>;
  /** the error for an answer that came back but makes no sense (JSON-RPC's error member, a missing block) */
  failure(call: string, reason: string): NodeCallError;
}

/**
 * `kind` names the API ('Esplora', 'Ethereum JSON-RPC', 'TronGrid'); `baseUrl` is where it lives.
 * A base with a path (https://blockstream.info/api) keeps it: paths are appended to it.
 */
export function nodeHttp(kind: string, baseUrl: string): NodeHttp {
  const base = baseUrl.replace(/\/+$/, '');
  const node = `${kind} node at ${new URL(base).origin}`;
  const url = (path: string) => (path === '' ? base : `${base}${path.startsWith('/') ? '' : '/'}${path}`);

  async function fetchText(call: string, path: string, options: CallOptions, notFound: 'throw' | 'undefined') {
    const init: RequestInit = {
      method: options.method ?? 'GET',
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      headers: { accept: 'application/json, text/plain' },
    };
    if (options.body !== undefined) {
      init.body = JSON.stringify(options.body);
      init.headers = { ...init.headers, 'content-type': 'application/json' };
    } else if (options.text !== undefined) {
      init.body = options.text;
      init.headers = { ...init.headers, 'content-type': 'text/plain' };
    }
    let response: Response;
    let body: string;
    try {
      response = await fetch(url(path), init);
      body = await response.text();
    } catch (error) {
      throw new NodeCallError(node, call, fetchFailure(error));
    }
    if (response.status === 404 && notFound === 'undefined') return undefined;
    if (!response.ok) {
      const said = options.sayRefusal ? body.split('\n')[0].trim().slice(0, 300) : '';
      throw new NodeCallError(node, call, said ? `HTTP ${response.status}: ${said}` : `HTTP ${response.status}`);
    }
    return body;
  }

  function parse<S extends z.ZodType>(call: string, body: string, schema: S): z.output<S> {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      throw new NodeCallError(node, call, 'the answer is not JSON');
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new NodeCallError(node, call, `unexpected answer (${issue.path.join('.') || 'body'}: ${issue.message})`);
    }
    return parsed.data as z.output<S>;
  }

  return {
    text: async (call, path, options = {}) => (await fetchText(call, path, options, 'throw'))!,
    json: async (call, path, schema, options = {}) => parse(call, (await fetchText(call, path, options, 'throw'))!, schema),
    jsonOrNotFound: async (call, path, schema, options = {}) => {
      const body = await fetchText(call, path, options, 'undefined');
      return body === undefined ? undefined : parse(call, body, schema);
    },
    failure: (call, reason) => new NodeCallError(node, call, reason),
  };
}

/** Runs `task` over `items`, at most `limit` at a time, answers in the items' order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
