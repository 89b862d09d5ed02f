import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { CONNECTIONS, PARTIAL, REPORT_FILE, SCALE, SECONDS, SIZES } from './config';

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

/** A row of the report's table as written: its cells, and the date of the run that measured it. */
type Written = { key: string; cells: string[]; run: string };

const HEADER = ['measure', 'engine', 'product', 'anchor', 'ratio', 'goal', 'holds', 'run'];
const rowKey = (measure: string, engine: string) => `${measure}\u0000${engine}`;

/** The table rows of the bench section in `text`, as written (rows of a report before the run column get the section's date). */
function writtenRows(text: string): Written[] {
  if (!text.includes(START)) return [];
  const section = text.slice(text.indexOf(START), text.indexOf(END));
  const date = /Run (\d{4}-\d{2}-\d{2})/.exec(section)?.[1] ?? '';
  const rows: Written[] = [];
  for (const line of section.split('\n')) {
    if (!line.startsWith('| ') || line.startsWith('| measure ')) continue;
    const cells = line.slice(2, -2).split(' | ');
    rows.push({ key: rowKey(cells[0], cells[1]), cells: cells.slice(0, 7), run: cells[7] ?? date });
  }
  return rows;
}

export const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(v < 10 ? 1 : 0)} ms`);
export const rps = (v: number) => `${Math.round(v).toLocaleString('en-US')} req/s`;
export const mb = (v: number) => `${Math.round(v)} MB`;
const n = (v: number) => v.toLocaleString('en-US');

/**
 * Replaces the bench section of the report file, keeping the rest (the Lighthouse section).
 * A partial run (BENCH_ONLY) replaces the rows it measured and keeps the others, each with
 * the date of the run that measured it: every ratio is still of two figures from one run.
 * The notes are always the code's own (`notes`: every group's, whichever ran), never the
 * file's: a note whose text changed was kept beside its new text.
 */
export function writeReport(r: { date: string; machine: string; databases: string[]; rows: Row[]; notes: string[] }) {
  const quick = SCALE !== 1 ? ` — BENCH_SCALE=${SCALE}: a quick check, NOT the issue's sizes` : '';
  const current = existsSync(REPORT_FILE) ? readFileSync(REPORT_FILE, 'utf8') : '# Performance\n';
  const measured: Written[] = r.rows.map((row) => ({
    key: rowKey(row.measure, row.engine),
    cells: [
      row.measure,
      row.engine,
      row.product,
      row.anchor,
      row.ratio === undefined ? '' : row.ratio.toFixed(2),
      row.goal,
      row.holds === undefined ? '' : row.holds ? 'yes' : '**no**',
    ],
    run: r.date,
  }));
  const earlier = PARTIAL ? writtenRows(current) : [];
  const fresh = new Set(measured.map((w) => w.key));
  // earlier rows keep their place and this run's replace theirs; a row new to the report goes
  // right after the row this run measured before it (a new anchor's row beside its figure)
  const rows = earlier.map((w) => measured.find((m) => m.key === w.key) ?? w);
  measured.forEach((m, i) => {
    if (rows.some((w) => w.key === m.key)) return;
    const before = i === 0 ? -1 : rows.findIndex((w) => w.key === measured[i - 1].key);
    rows.splice(before === -1 ? rows.length : before + 1, 0, m);
  });
  const kept = rows.filter((w) => !fresh.has(w.key)).length;
  const databases = [...new Set([...r.databases, ...rows.map((w) => w.cells[1]).filter(Boolean)])];
  const section = [
    START,
    `## Server benchmarks${quick}`,
    '',
    `Run ${r.date} on ${r.machine}; ${databases.join(', ')}.` +
      (kept ? ` ${kept} rows are from earlier runs (their run column); a run of some groups (BENCH_ONLY) keeps the rest.` : '') +
      ' `npm run bench` (tests/bench): ' +
      `${n(SIZES.transactions)} transactions over ${n(SIZES.users)} users, accrual over ${SIZES.investments.map(n).join(' and ')} investments, ` +
      `${n(SIZES.writes)} ordinary writes before the list is measured again. HTTP figures are autocannon against the listening ` +
      `server started as \`npm start\` starts it, ${CONNECTIONS} connections, ${SECONDS} s a run after 1 s of warm-up; each ` +
      'anchor is measured in the same run, right before or after its figure.',
    '',
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map(() => '---|').join('')}`,
    ...rows.map((w) => `| ${[...w.cells, w.run].join(' | ')} |`),
    '',
    ...r.notes.map((note) => `- ${note}`),
    END,
  ].join('\n');
  const next = current.includes(START)
    ? current.slice(0, current.indexOf(START)) + section + current.slice(current.indexOf(END) + END.length)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(REPORT_FILE, next);
}
