import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stand-in saw: method, path and parsed query, and the JSON body of a POST. */
export interface StandinRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What it answers: JSON (any value) or text, with a status (200 unless said). */
export type StandinReply = { status?: number; json: unknown } | { status?: number; text: string };

/**
 * How a node is down: `unavailable` answers 503 (a node behind a proxy that lost it),
 * `unreachable` stops listening (connection refused) until it comes back on the same port.
 */
export type Outage = 'unavailable' | 'unreachable';

export interface LocalHttp {
  url: string;
  /** every request so far, as "METHOD /path?query" */
  requests: string[];
  /** `only`: just the requests whose path it matches answer 503 (one call of a poll failing) */
  goDown(how?: Outage, only?: (path: string) => boolean): Promise<void>;
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An HTTP server on 127.0.0.1 and a free port, answering with `handle`, that can be taken down and brought back. */
export async function startLocalHttp(handle: (req: StandinRequest) => StandinReply | Promise<StandinReply>): Promise<LocalHttp> {
  let down: { how: Outage; only?: (path: string) => boolean } | undefined;
  const requests: string[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push(`${req.method} ${url.pathname}${url.search}`);
      const body = await readBody(req);
      let reply: StandinReply;
      if (down && (!down.only || down.only(url.pathname))) reply = { status: 503, text: 'Service Unavailable' };
      else {
        try {
          reply = await handle({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body });
        } catch (error) {
          reply = { status: 500, text: error instanceof Error ? error.message : String(error) };
        }
      }
      const [type, text] = 'json' in reply ? ['application/json', JSON.stringify(reply.json)] : ['text/plain', reply.text];
      res.writeHead(reply.status ?? 200, { 'content-type': type });
      res.end(text);
    })();
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  await listen(0);
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async goDown(how = 'unavailable', only) {
      down = { how, only };
      if (how === 'unreachable') await stop();
    },
    async comeBack() {
      const wasUnreachable = down?.how === 'unreachable';
      down = undefined;
      if (wasUnreachable) await listen(port);
    },
    async close() {
      if (server.listening) await stop();
    },
  };
}
