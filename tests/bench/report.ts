import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = 'docs/performance.md';
const START = '<!-- bench:start (written by npm run bench) -->';
const END = '<!-- bench:end -->';

interface Report {
  date: string;
  machine: string;
  accrual: { label: string; investments: number; ms: number }[];
  list: { label: string; transactions: number; requests: number; p50: number; p95: number; max: number }[];
}

const f = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

/** Replaces the benchmark section of docs/performance.md, keeping the rest of the file. */
export function writeReport(r: Report) {
  const section = [
    START,
    '## Server benchmarks',
    '',
    `Run ${r.date} on ${r.machine} with \`npm run bench\` (tests/bench).`,
    '',
    '### One day of accrual (aim on PostgreSQL: under 5 s)',
    '',
    '| database | active investments | time |',
    '|---|---|---|',
    ...r.accrual.map((a) => `| ${a.label} | ${a.investments.toLocaleString('en-US')} | ${f(a.ms)} |`),
    '',
    '### Admin transactions list: filtered by type and status, sorted by createdAt, page of 25 with its total (aim on PostgreSQL: p95 under 50 ms)',
    '',
    '| database | transactions | requests | p50 | p95 | max |',
    '|---|---|---|---|---|---|',
    ...r.list.map(
      (l) => `| ${l.label} | ${l.transactions.toLocaleString('en-US')} | ${l.requests} | ${f(l.p50)} | ${f(l.p95)} | ${f(l.max)} |`,
    ),
    '',
    'Times of the list are whole HTTP requests through `app.inject` (auth, validation, query, serialisation).',
    END,
  ].join('\n');
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Performance\n';
  const next = current.includes(START)
    ? current.slice(0, current.indexOf(START)) + section + current.slice(current.indexOf(END) + END.length)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(FILE, next);
}
