import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { CONNECTIONS, REPORT_FILE, SCALE, SECONDS, SIZES } from './config';

const START = '<!-- bench:start (written by npm run bench) -->';
const END = '<!-- bench:end -->';

/** One row of the table: the product's figure, its anchor's from the same run, and the goal. */
export interface Row {
  measure: string;
  engine: string;
  product: string;
  anchor: string;
  /** product / anchor, in the sense the goal uses (blank without an anchor) */
  ratio?: number;
  goal: string;
  /** undefined: no goal for this row */
  holds?: boolean;
}

export const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(v < 10 ? 1 : 0)} ms`);
export const rps = (v: number) => `${Math.round(v).toLocaleString('en-US')} req/s`;
export const mb = (v: number) => `${Math.round(v)} MB`;
const n = (v: number) => v.toLocaleString('en-US');

/** Replaces the bench section of the report file, keeping the rest (the Lighthouse section). */
export function writeReport(r: { date: string; machine: string; databases: string[]; rows: Row[]; notes: string[] }) {
  const quick = SCALE !== 1 ? ` — BENCH_SCALE=${SCALE}: a quick check, NOT the issue's sizes` : '';
  const section = [
    START,
    `## Server benchmarks${quick}`,
    '',
    `Run ${r.date} on ${r.machine}; ${r.databases.join(', ')}. \`npm run bench\` (tests/bench): ` +
      `${n(SIZES.transactions)} transactions over ${n(SIZES.users)} users, accrual over ${SIZES.investments.map(n).join(' and ')} investments, ` +
      `${n(SIZES.writes)} ordinary writes before the list is measured again. HTTP figures are autocannon against the listening ` +
      `server started as \`npm start\` starts it, ${CONNECTIONS} connections, ${SECONDS} s a run after 1 s of warm-up; each ` +
      'anchor is measured in the same run, right before or after its figure.',
    '',
    '| measure | engine | product | anchor | ratio | goal | holds |',
    '|---|---|---|---|---|---|---|',
    ...r.rows.map(
      (row) =>
        `| ${row.measure} | ${row.engine} | ${row.product} | ${row.anchor} | ${row.ratio === undefined ? '' : row.ratio.toFixed(2)} | ${row.goal} | ${
          row.holds === undefined ? '' : row.holds ? 'yes' : '**no**'
        } |`,
    ),
    '',
    ...r.notes.map((note) => `- ${note}`),
    END,
  ].join('\n');
  const current = existsSync(REPORT_FILE) ? readFileSync(REPORT_FILE, 'utf8') : '# Performance\n';
  const next = current.includes(START)
    ? current.slice(0, current.indexOf(START)) + section + current.slice(current.indexOf(END) + END.length)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(REPORT_FILE, next);
}
