import { createServer, type Server } from 'node:http';
import type { Metrics } from './registry';

/**
 * METRICS_PORT: a listener of its own that answers GET /metrics and nothing else, so that
 * the metrics can stay on a network only the scraper reaches, with no token to hand out.
 */
export async function serveMetrics(metrics: Pick<Metrics, 'registry'>, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
