import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** USD per coin by CoinGecko id ('bitcoin', 'ethereum', 'tether'), as its API returns them (JSON numbers). */
export type StandinRates = Record<string, number>;

/**
 * A local stand-in for CoinGecko's simple-price API, following its documented answer:
 * `GET {base}/simple/price?ids=bitcoin,ethereum&vs_currencies=usd` ->
 * `{ "bitcoin": { "usd": 67187.12 }, "ethereum": { "usd": 3000 } }` (unknown ids left out).
 * `down()` makes it answer 503 until `up()`; `calls` counts the requests.
 */
export async function startPriceStandin(initial: StandinRates) {
  let rates = { ...initial };
  let available = true;
  let calls = 0;
  const server = createServer((req, res) => {
    calls += 1;
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!available) {
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'unavailable' }));
      return;
    }
    if (url.pathname !== '/api/v3/simple/price' || url.searchParams.get('vs_currencies') !== 'usd') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    const ids = (url.searchParams.get('ids') ?? '').split(',');
    const body = Object.fromEntries(ids.filter((id) => rates[id] !== undefined).map((id) => [id, { usd: rates[id] }]));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** PRICE_URL */
    url: `http://127.0.0.1:${port}/api/v3`,
    set(next: StandinRates) {
      rates = { ...rates, ...next };
    },
    down() {
      available = false;
    },
    up() {
      available = true;
    },
    get calls() {
      return calls;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
