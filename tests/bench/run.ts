// npm run bench: runs the benchmarks on PostgreSQL and PGlite and writes docs/performance.md.
// Not part of npm test. BENCH_ONLY=postgres|pglite limits the engines.
import { cpus, totalmem } from 'node:os';
import { benchAccrual } from './accrual';
import { benchTransactionsList } from './transactions-list';
import { writeReport } from './report';

const engines = (['postgres', 'pglite'] as const).filter((k) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY === k);

const accrual = [];
const list = [];
for (const kind of engines) {
  console.log(`accrual on ${kind}...`);
  accrual.push(await benchAccrual(kind));
  console.log(accrual.at(-1));
  console.log(`transactions list on ${kind}...`);
  list.push(await benchTransactionsList(kind));
  console.log(list.at(-1));
}

writeReport({
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  accrual,
  list,
});
console.log('written docs/performance.md');
