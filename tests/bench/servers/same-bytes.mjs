// The second anchor of GET /: a bare Fastify answering GET / with the bytes of a file
// (BENCH_BODY_FILE) as the product sends them (BENCH_BODY_ENCODING, e.g. br), so the page's
// figure can be read against what its size alone allows. Started like hello.mjs.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.env.BENCH_BODY_FILE);
const encoding = process.env.BENCH_BODY_ENCODING;
const app = Fastify({ logger: false });
app.get('/', (_request, reply) => {
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });

const stop = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
