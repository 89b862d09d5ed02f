// (e) The rolling restart docs/deploy.md describes: each instance in turn is drained at the
// balancer, stopped with SIGTERM, started again and put back, while clients keep calling.
import type { Check } from './checks';
import { call } from './client';
import type { Balancer, Instance } from './cluster';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CLIENTS = 4;
/** a pause between one client's requests: four a second each, well under RATE_LIMIT_MAX a minute */
const PAUSE_MS = 250;

async function until(test: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

export async function rollingRestart(o: { lb: Balancer; instances: Instance[]; token: string }): Promise<Check> {
  let stopping = false;
  const statuses: number[] = [];
  const clients = Array.from({ length: CLIENTS }, async (_, k) => {
    while (!stopping) {
      statuses.push((await call(o.lb.url, '/api/profile/me', { token: o.token, ip: `10.253.0.${k + 1}` })).status);
      await sleep(PAUSE_MS);
    }
  });
  const start = performance.now();
  const took: string[] = [];
  const timed = async (step: () => Promise<void>) => {
    const t = performance.now();
    await step();
    return ((performance.now() - t) / 1000).toFixed(1);
  };
  try {
    for (const instance of o.instances) {
      await o.lb.setState(instance.name, 'drain');
      await until(async () => (await o.lb.busy(instance.name)) === 0, 10_000, `${instance.name} finishing its requests`);
      const stopped = await timed(() => instance.stop());
      const started = await timed(() => instance.start());
      await o.lb.setState(instance.name, 'ready');
      await o.lb.waitFor([instance.name], 'UP');
      took.push(`${instance.name}: stop ${stopped} s, start ${started} s`);
    }
  } finally {
    stopping = true;
    await Promise.all(clients);
  }
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  const bad = statuses.filter((s) => s !== 200);
  return {
    name: '(e) rolling restart: drain, SIGTERM, start, ready, one instance at a time',
    expected: `every request answered 200 while ${o.instances.map((i) => i.name).join(' then ')} restart`,
    observed:
      `${statuses.length} requests in ${seconds} s (${took.join('; ')}), ` +
      `${bad.length} not 200${bad.length ? ` (${[...new Set(bad)].join(', ')})` : ''}`,
    pass: statuses.length > 0 && bad.length === 0,
  };
}
