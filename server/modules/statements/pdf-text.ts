import bidiFactory from 'bidi-js';
import { directionOf } from '@/common/i18n/locales';
import { currentLocale } from '@/common/i18n/translate';
import { fontName, type FontScript, type Weight } from './fonts';

// Text on the statement's pages, in any of the product's scripts: each text is cut into runs
// by script (each run in the font that has its glyphs), wrapped to its box, and laid out in
// visual order by the Unicode bidirectional algorithm. pdfkit does none of the last: it writes
// what it is given left to right, and shapes Arabic (fontkit joins the letters and turns a
// right-to-left run around) only when a run is laid out whole, so each run is handed over
// already in its place.

type Doc = PDFKit.PDFDocument;

/** Where a text goes: a box whose start edge is `x` from the page's left edge in a left-to-right statement. */
export interface TextBox {
  x: number;
  y: number;
  width: number;
  size: number;
  weight?: Weight;
  color?: string;
  /** within the box, in the statement's reading direction: 'start' is the right edge in Arabic */
  align?: 'start' | 'end' | 'center';
  /**
   * The text's own direction: the statement's (its sentences, the default), 'auto' for data
   * that may be in any script (a name, an address: from its first letter, as HTML's dir=auto),
   * 'ltr' for figures (an amount keeps its minus sign and currency where they were written).
   */
  dir?: 'auto' | 'ltr';
}

/**
 * A line's pitch and baseline as parts of the font size: Noto Sans' own ascender and descender,
 * kept for every script so that a line mixing them stays on one baseline and rows keep one height.
 */
const ASCENT = 1.069;
const LINE = 1.362;
export const lineHeight = (size: number): number => size * LINE;

let bidiInstance: ReturnType<typeof bidiFactory> | undefined;
/** built on the first statement: the factory unpacks the Unicode tables */
const bidi = () => (bidiInstance ??= bidiFactory());

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
// Han, kana, CJK punctuation and full-width forms: Noto Sans has none of them, Noto Sans SC all
const CJK =
  /[\u2E80-\u2FFF\u3000-\u30FF\u3100-\u31FF\u3200-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF\u{20000}-\u{3FFFF}]/u;
const SPACE = /\s/u;
/** figures, punctuation and symbols, which every script writes with */
const COMMON = /[\p{Script=Common}\p{Script=Inherited}]/u;
/** bidi marks and other format characters: they steer the order, and are not drawn */
const INVISIBLE = /[\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u;
/** CJK punctuation that never starts a line, and that never ends one */
const NO_LINE_START = /[、。，．：；？！）」』】〉》〕”’]/u;
const NO_LINE_END = /[（「『【〈《〔“‘]/u;
/** what fontkit lays out right to left (and so turns around) when it is handed a run */
const ARABIC_LETTER = /\p{Script=Arabic}/u;

interface Unit {
  /** one code point */
  text: string;
  level: number;
  script: FontScript;
  space: boolean;
}

interface Token {
  from: number;
  to: number;
  /** where the token's trailing spaces start */
  inkTo: number;
  /** the width without the trailing spaces, and with them */
  inner: number;
  outer: number;
}

/** pdfkit lays a run out whole, not word by word, when it is given features */
const RTL_RUN = { features: ['rlig' as const] };

interface Run {
  text: string;
  font: string;
  /** hand the run to fontkit whole (Arabic: shaped, and turned right to left by fontkit) */
  whole: boolean;
  /** an Arabic run fontkit turns around */
  turned: boolean;
  size: number;
  width: number;
}

/** What pdfkit keeps of an embedded font and its types leave out. */
interface EmbeddedFont {
  layout(text: string, features: string[]): { glyphs: { id: number; codePoints: number[] }[] };
  subset: { includeGlyph(id: number): number };
  /** the text each glyph of the subset stands for, written out as the font's ToUnicode map */
  unicode: number[][];
}

/**
 * A ligature of a right-to-left run (لا, الله) is one glyph for several letters, which text
 * extraction (poppler's pdftotext among others) spreads over the glyph left to right before it
 * turns the right-to-left line around, so the letters come out backwards ('ال' for 'لا'). Its
 * ToUnicode entry is therefore written in drawing order, which reads back in logical order.
 */
function mapLigaturesInDrawingOrder(doc: Doc, text: string) {
  const font = (doc as unknown as { _font: EmbeddedFont })._font;
  for (const glyph of font.layout(text, RTL_RUN.features).glyphs) {
    if (glyph.codePoints.length > 1) font.unicode[font.subset.includeGlyph(glyph.id)] = [...glyph.codePoints].reverse();
  }
}

/** Naskh's letters are small beside Noto Sans' at one size: Arabic is set a little larger to match. */
const SCALE: Record<FontScript, number> = { latin: 1, cjk: 1, arabic: 1.15 };

function setFont(doc: Doc, script: FontScript, box: TextBox) {
  doc.font(fontName(script, box.weight ?? 'regular')).fontSize(box.size * SCALE[script]);
}

/** The text's code points, each with its bidi level and the script whose font draws it. */
function unitsOf(text: string, direction: 'ltr' | 'rtl' | 'auto'): Unit[] {
  const { levels } = bidi().getEmbeddingLevels(text, direction);
  const units: Unit[] = [];
  let index = 0;
  for (const ch of text) {
    const script: FontScript = ARABIC.test(ch) ? 'arabic' : CJK.test(ch) ? 'cjk' : 'latin';
    units.push({ text: ch, level: levels[index], script, space: SPACE.test(ch) });
    index += ch.length;
  }
  // A space goes with the letters before it (after it, at the start), so that a run is not cut
  // in two; digits and punctuation between Chinese characters are drawn by Noto Sans SC, whose
  // Latin figures sit with its ideographs ('2026年10月' as one run, not three).
  const neutral = units.map((u) => u.space || (u.script === 'latin' && COMMON.test(u.text)));
  const following: (FontScript | undefined)[] = [];
  for (let i = units.length - 1; i >= 0; i--) following[i] = neutral[i + 1] === false ? units[i + 1].script : following[i + 1];
  let previous: FontScript | undefined;
  units.forEach((u, i) => {
    if (!neutral[i]) previous = u.script;
    else if (u.space) u.script = previous ?? following[i] ?? 'latin';
    else if ((previous ?? following[i]) === 'cjk') u.script = 'cjk';
  });
  return units;
}

/** Runs of one font and one bidi level, in logical order, from units[from, to) (marks left out). */
function logicalRuns(units: Unit[], from: number, to: number): { units: Unit[]; level: number; script: FontScript }[] {
  const runs: { units: Unit[]; level: number; script: FontScript }[] = [];
  for (let i = from; i < to; i++) {
    const u = units[i];
    if (INVISIBLE.test(u.text)) continue;
    const last = runs.at(-1);
    if (last && last.level === u.level && last.script === u.script) last.units.push(u);
    else runs.push({ units: [u], level: u.level, script: u.script });
  }
  return runs;
}

function widthOf(doc: Doc, units: Unit[], from: number, to: number, box: TextBox): number {
  let width = 0;
  for (const run of logicalRuns(units, from, to)) {
    setFont(doc, run.script, box);
    const text = run.units.map((u) => u.text).join('');
    width += doc.widthOfString(text, run.script === 'arabic' ? RTL_RUN : {});
  }
  return width;
}

function token(doc: Doc, units: Unit[], from: number, to: number, box: TextBox): Token {
  let inkTo = to;
  while (inkTo > from && units[inkTo - 1].space) inkTo--;
  const inner = widthOf(doc, units, from, inkTo, box);
  return { from, to, inkTo, inner, outer: inkTo === to ? inner : widthOf(doc, units, from, to, box) };
}

/** Where a line may break: after spaces, and around CJK characters (not before closing punctuation). */
function tokensOf(doc: Doc, units: Unit[], box: TextBox): Token[] {
  const starts: number[] = [];
  units.forEach((u, i) => {
    const before = units[i - 1];
    if (!before) starts.push(0);
    else if (u.space) return;
    else if (before.space) starts.push(i);
    else if ((u.script === 'cjk' || before.script === 'cjk') && !NO_LINE_START.test(u.text) && !NO_LINE_END.test(before.text))
      starts.push(i);
  });
  return starts.map((from, k) => token(doc, units, from, starts[k + 1] ?? units.length, box));
}

/** Lines as [from, to) of units, trailing spaces left out, filled greedily; a word longer than a line is cut. */
function wrap(doc: Doc, units: Unit[], box: TextBox): [number, number][] {
  const tokens = tokensOf(doc, units, box).flatMap((t) =>
    t.inner <= box.width ? [t] : Array.from({ length: t.to - t.from }, (_, k) => token(doc, units, t.from + k, t.from + k + 1, box)),
  );
  const lines: [number, number][] = [];
  let line: [number, number] | undefined;
  let used = 0;
  for (const t of tokens) {
    if (line && used + t.inner > box.width) {
      lines.push(line);
      line = undefined;
    }
    if (!line) {
      line = [t.from, t.from];
      used = 0;
    }
    if (t.inkTo > t.from) line[1] = t.inkTo;
    used += t.outer;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [[0, 0]];
}

/** A line's runs left to right, each ready for pdfkit, and its width. */
function visualLine(doc: Doc, units: Unit[], from: number, to: number, box: TextBox): { runs: Run[]; width: number } {
  const logical = logicalRuns(units, from, to);
  // rule L2: from the highest level down to the lowest odd one, turn around every stretch at or above it
  const levels = logical.map((r) => r.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  const order = logical.map((_, i) => i);
  for (let level = highest; level >= lowestOdd && level > 0; level--) {
    for (let i = 0; i < order.length;) {
      if (logical[order[i]].level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && logical[order[j]].level >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  const runs = order.map((k): Run => {
    const { units: run, level, script } = logical[k];
    const rtl = level % 2 === 1;
    const text = run.map((u) => u.text).join('');
    // fontkit turns a run with Arabic letters around itself (and mirrors its brackets): give it
    // that run in logical order, and anything else in the order it is to be drawn
    if (script === 'arabic' && ARABIC_LETTER.test(text)) {
      const given = rtl ? text : [...text].reverse().join('');
      return {
        text: given,
        font: fontName(script, box.weight ?? 'regular'),
        whole: true,
        turned: rtl,
        size: box.size * SCALE[script],
        width: 0,
      };
    }
    const drawn = rtl ? run.map((u) => bidi().getMirroredCharacter(u.text) ?? u.text).reverse() : run.map((u) => u.text);
    return {
      text: drawn.join(''),
      font: fontName(script, box.weight ?? 'regular'),
      whole: script === 'arabic',
      turned: false,
      size: box.size * SCALE[script],
      width: 0,
    };
  });
  let width = 0;
  for (const r of runs) {
    doc.font(r.font).fontSize(r.size);
    r.width = doc.widthOfString(r.text, r.whole ? RTL_RUN : {});
    width += r.width;
  }
  return { runs, width };
}

const isRtl = () => directionOf(currentLocale()) === 'rtl';

/** Each document's laid-out texts: a table cell is measured for its row's height, then written. */
const laidOut = new WeakMap<Doc, Map<string, { runs: Run[]; width: number }[]>>();

function layout(doc: Doc, text: string, box: TextBox) {
  const direction = box.dir ?? (isRtl() ? 'rtl' : 'ltr');
  const key = [direction, box.size, box.weight ?? 'regular', box.width, text].join('\u0000');
  let cache = laidOut.get(doc);
  if (!cache) laidOut.set(doc, (cache = new Map()));
  let lines = cache.get(key);
  if (!lines) {
    const units = unitsOf(text, direction);
    lines = wrap(doc, units, box).map(([from, to]) => visualLine(doc, units, from, to, box));
    cache.set(key, lines);
  }
  return lines;
}

/** The height `text` takes in `box` (one line at least). */
export function heightOf(doc: Doc, text: string, box: TextBox): number {
  return layout(doc, text, box).length * lineHeight(box.size);
}

/**
 * Writes `text` in its box, wrapped to the box's width, and returns the height used. In a
 * right-to-left statement the box is mirrored on the page and 'start' is its right edge.
 */
export function writeText(doc: Doc, text: string, box: TextBox): number {
  const rtl = isRtl();
  const left = rtl ? doc.page.width - box.x - box.width : box.x;
  const align = box.align ?? 'start';
  const lines = layout(doc, text, box);
  doc.fillColor(box.color ?? 'black');
  lines.forEach((line, i) => {
    const free = box.width - line.width;
    let x = left + (align === 'center' ? free / 2 : (align === 'end') !== rtl ? free : 0);
    const baseline = box.y + i * lineHeight(box.size) + box.size * ASCENT;
    for (const run of line.runs) {
      doc
        .font(run.font)
        .fontSize(run.size)
        .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic', ...(run.whole ? RTL_RUN : {}) });
      if (run.turned) mapLigaturesInDrawingOrder(doc, run.text);
      x += run.width;
    }
  });
  return lines.length * lineHeight(box.size);
}
