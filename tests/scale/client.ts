// HTTP for the scale run: plain fetch, each call timed and tallied under a name.

export interface Answer {
  /** 0: no answer at all (connection refused or reset, time-out) */
  status: number;
  body: unknown;
  /** the instance HAProxy sent the request to (its X-Served-By header) */
  servedBy?: string;
  ms: number;
}

export interface CallOptions {
  method?: string;
  token?: string;
  /**
   * The client's address, as X-Forwarded-For. Every process of this run connects from
   * 127.0.0.1, which is also the balancer's (trusted) address, so the server believes the
   * address written here: each simulated investor gets one of its own, as real ones would
   * have, and the per-address limits apply per investor.
   */
  ip?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call(base: string, path: string, o: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.ip) headers['x-forwarded-for'] = o.ip;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  const start = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method: o.method ?? 'GET',
      headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (HAProxy's own 502/503 page): kept as text
    }
    return { status: res.status, body, servedBy: res.headers.get('x-served-by') ?? undefined, ms: performance.now() - start };
  } catch {
    return { status: 0, body: undefined, ms: performance.now() - start };
  }
}

/** No answer, or the balancer/instance could not serve it: worth the same request again. */
export const isTransient = (a: Answer) => a.status === 0 || a.status === 502 || a.status === 503 || a.status === 504;

export interface KindStats {
  kind: string;
  count: number;
  ok: number;
  clientErrors: number;
  failures: number;
  p50: number;
  p95: number;
  byInstance: Record<string, number>;
}

/** Every answer of the load, by kind of request. */
export class Tally {
  private readonly answers = new Map<string, Answer[]>();

  record(kind: string, a: Answer): Answer {
    const list = this.answers.get(kind) ?? [];
    list.push(a);
    this.answers.set(kind, list);
    return a;
  }

  summary(): KindStats[] {
    return [...this.answers].map(([kind, list]) => {
      const ms = list.map((a) => a.ms).sort((x, y) => x - y);
      const at = (p: number) => ms[Math.min(ms.length - 1, Math.max(0, Math.ceil((p / 100) * ms.length) - 1))] ?? 0;
      const byInstance: Record<string, number> = {};
      for (const a of list) if (a.servedBy) byInstance[a.servedBy] = (byInstance[a.servedBy] ?? 0) + 1;
      return {
        kind,
        count: list.length,
        ok: list.filter((a) => a.status >= 200 && a.status < 300).length,
        clientErrors: list.filter((a) => a.status >= 400 && a.status < 500).length,
        failures: list.filter((a) => a.status === 0 || a.status >= 500).length,
        p50: at(50),
        p95: at(95),
        byInstance,
      };
    });
  }
}

/** Runs `task(i)` for i in 0..count-1, at most `concurrency` at a time. */
export async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
