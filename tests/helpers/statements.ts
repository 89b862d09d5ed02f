import { spawnSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';
import type { Db } from '@/server/db/client';

/**
 * Every statement the app sends through drizzle from here on, by text: a logger put on the
 * database's session (transactions copy its options). The authentication's query is one of them.
 */
export function recordStatements(db: Db) {
  const seen: string[] = [];
  // the server's look at the operators' translation overrides (at most once a second, beside any
  // request: server/modules/translations/sync.ts) is no statement of the request being counted
  const logger = { logQuery: (query: string) => void (/"translation_override/.test(query) || seen.push(query)) };
  const session = (db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  session.logger = logger;
  session.options.logger = logger;
  return seen;
}

/** The authentication's statement (server/plugins/auth.ts: one per batch of requests). */
export const isAuthentication = (query: string) => /^select .* from unnest\(.*\) with ordinality as pair.* inner join "users"/s.test(query);

/**
 * The text of a statement PDF run by run, as pdfkit wrote it: each BT..ET block's glyphs read
 * back through its font's ToUnicode map (the embedded fonts write glyph ids, not characters).
 * A run is one line of one cell in one font, in drawing order; a glyph the font lacks reads '\0'.
 */
export function pdfRuns(pdf: Buffer): string[] {
  const file = pdf.toString('latin1');
  const streams = new Map<string, string>();
  for (const [, id, dict, data] of file.matchAll(/(\d+) 0 obj\s*<<((?:(?!endobj)[^])*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g)) {
    // the page contents and the ToUnicode maps are all deflated; the font files are not read
    if (dict.includes('/FlateDecode')) streams.set(id, inflateSync(Buffer.from(data, 'latin1')).toString('latin1'));
  }
  const toUnicodeOf = new Map(
    [...file.matchAll(/(\d+) 0 obj\s*<<\s*\/Type \/Font\s*\/Subtype \/Type0(?:(?!endobj)[^])*?\/ToUnicode (\d+) 0 R/g)].map(
      ([, font, map]) => [font, map],
    ),
  );
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name, font] of file.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const map = streams.get(toUnicodeOf.get(font) ?? '');
    if (map) fonts.set(name, readToUnicode(map));
  }
  const runs: string[] = [];
  for (const [, contents] of file.matchAll(/\/Contents (\d+) 0 R/g)) {
    for (const [, block] of (streams.get(contents) ?? '').matchAll(/\nBT\n([^]*?)\nET/g)) {
      let font = new Map<number, string>();
      let text = '';
      for (const [, name, array] of block.matchAll(/\/(F\d+) [\d.]+ Tf|\[(.*?)\] TJ/g)) {
        if (name) font = fonts.get(name) ?? new Map();
        else
          for (const [, hex] of array.matchAll(/<([0-9a-f]*)>/g))
            for (let i = 0; i < hex.length; i += 4) text += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\0';
      }
      runs.push(text);
    }
  }
  return runs;
}

/** A ToUnicode CMap's glyph -> text (pdfkit writes bfrange arrays of UTF-16 hex). */
function readToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, from, list] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/g)) {
    [...list.matchAll(/<([0-9a-f ]*)>/g)].forEach(([, hex], i) => map.set(parseInt(from, 16) + i, utf16(hex)));
  }
  for (const [, glyph, hex] of cmap.matchAll(/^<([0-9a-f]{4})> <([0-9a-f ]+)>$/gm)) map.set(parseInt(glyph, 16), utf16(hex));
  map.set(0, '\0');
  return map;
}

/**
 * The PDF as poppler's pdftotext reads it (poppler-utils must be installed), less the
 * direction marks it puts around right-to-left lines: what a reader copies or searches.
 */
export function pdftotext(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  if (run.error) throw new Error(`pdftotext could not run (install poppler-utils): ${run.error.message}`);
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
  return run.stdout.replace(/[\u202A-\u202E]/g, '');
}
