// The run's summary: the same Markdown tables on the console and in docs/scale.md.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Check } from './checks';
import type { KindStats } from './client';
import { ROOT } from './cluster';

export interface ScaleReport {
  date: string;
  machine: string;
  setup: string;
  load: KindStats[];
  loadLine: string;
  checks: Check[];
  /** the run stopped before the checks were done */
  error?: string;
}

const ms = (v: number) => `${v.toFixed(0)} ms`;
const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function reportTables(r: ScaleReport): string {
  const passed = r.checks.filter((c) => c.pass).length;
  return [
    `Run ${r.date} on ${r.machine}.`,
    '',
    r.setup,
    '',
    '### Load through HAProxy',
    '',
    r.loadLine,
    '',
    '| requests | sent | 2xx | 4xx | 5xx or no answer | p50 | p95 | served by |',
    '|---|---|---|---|---|---|---|---|',
    ...r.load.map(
      (k) =>
        `| ${k.kind} | ${k.count} | ${k.ok} | ${k.clientErrors} | ${k.failures} | ${ms(k.p50)} | ${ms(k.p95)} | ${Object.entries(
          k.byInstance,
        )
          .sort()
          .map(([name, n]) => `${name} ${n}`)
          .join(', ')} |`,
    ),
    '',
    `### Checks: ${passed} of ${r.checks.length} passed${r.error ? ' (run stopped early)' : ''}`,
    '',
    '| check | expected | observed | result |',
    '|---|---|---|---|',
    ...r.checks.map((c) => `| ${cell(c.name)} | ${cell(c.expected)} | ${cell(c.observed)} | ${c.pass ? 'pass' : '**FAIL**'} |`),
    ...(r.error ? ['', `Stopped by: ${cell(r.error)}`] : []),
  ].join('\n');
}

/** docs/scale.md, whole: it holds only the latest run. */
export function writeScaleDoc(r: ScaleReport): void {
  const text = [
    '# Two instances behind a load balancer',
    '',
    'Written by `npm run scale` (tests/scale/run.ts): two server processes on one PostgreSQL',
    'database and one Redis, behind HAProxy, under a mixed load; one of them is killed with',
    'SIGKILL half-way. The set-up for operators is in [deploy.md](deploy.md).',
    '',
    reportTables(r),
    '',
  ].join('\n');
  writeFileSync(path.join(ROOT, 'docs/scale.md'), text);
}
