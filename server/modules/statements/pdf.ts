import { lineDescription, type Statement, type StatementFigures } from '@/common/api/statements';
import { formatDate, formatDateTime } from '@/common/date-format';
import { currentLocale } from '@/common/i18n/translate';
import { SITE } from '@/common/site';
import { formatUsdFromCents } from '@/common/usd-format';
import { registerFonts } from './fonts';
import { utcMinute } from './money-text';
import { heightOf, lineHeight, writeText, type TextBox } from './pdf-text';
import { accountName, STATEMENT_TEXT as T } from './texts';

// Positions are given as in a left-to-right statement; pdf-text.ts mirrors them on the page
// for a right-to-left one (Arabic), so its letterhead, columns and figures read from the right.

type Doc = PDFKit.PDFDocument;

const MARGIN = 50;
/** room kept under the table for the page footer */
const FOOTER_SPACE = 30;
const GREY = '#555555';
const RULE = '#bbbbbb';

/**
 * The movements table: its columns in reading order (widths add up to the A4 page's text
 * width). Dates and amounts are figures, written left to right in every language.
 */
const COLUMNS = [
  { title: () => T.columnDate, width: 78, align: 'start', figures: true },
  { title: () => T.columnDescription, width: 159, align: 'start', figures: false },
  { title: () => T.columnAccount, width: 48, align: 'start', figures: false },
  { title: () => T.columnAmount, width: 70, align: 'end', figures: true },
  { title: () => T.balance, width: 70, align: 'end', figures: true },
  { title: () => T.profit, width: 70, align: 'end', figures: true },
] as const;
const CELL_GAP = 4;
const FONT_SIZE = 8.5;

const textWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const dayLabel = (at: string | Date) => formatDate(at, 'UTC');
const dateTimeLabel = (iso: string) => T.utcTime(formatDateTime(iso, 'UTC'));

/** Letterhead, title and month, then the holder and the period; returns where it ends. */
function header(doc: Doc, s: Statement): number {
  const letterhead = { x: MARGIN, width: textWidth(doc) - 230 };
  let y = MARGIN;
  y += writeText(doc, SITE.name, { ...letterhead, y, size: 18, weight: 'bold', dir: 'auto' });
  for (const line of [SITE.legalName, ...SITE.addressLines, SITE.supportEmail]) {
    y += writeText(doc, line, { ...letterhead, y, size: 9, color: GREY, dir: 'auto' });
  }

  const title = { x: doc.page.width - MARGIN - 220, width: 220, align: 'end' } as const;
  let titleBottom = MARGIN;
  titleBottom += writeText(doc, T.title, { ...title, y: titleBottom, size: 14, weight: 'bold' });
  titleBottom += writeText(doc, s.period.label, { ...title, y: titleBottom, size: 11 });

  // below whichever column of the letterhead is longer
  y = Math.max(y, titleBottom) + 2 * lineHeight(10);
  const lastDay = new Date(new Date(s.period.to).getTime() - 1);
  // the holder's name and address are data, in whatever script they were written
  const rows: [string, string, 'auto' | undefined][] = [
    [T.holder, s.user.name, 'auto'],
    [T.email, s.user.email, 'auto'],
    [T.period, T.periodRange(dayLabel(new Date(s.period.from)), dayLabel(lastDay)), undefined],
    [T.figuresAsOf, dateTimeLabel(s.period.as_of), undefined],
  ];
  for (const [term, value, dir] of rows) {
    const termHeight = writeText(doc, term, { x: MARGIN, y, width: 110, size: 10, weight: 'bold' });
    const valueHeight = writeText(doc, value, { x: MARGIN + 115, y, width: textWidth(doc) - 115, size: 10, dir });
    y += Math.max(termHeight, valueHeight);
  }
  return y;
}

/** Opening, the month's net movement and closing, for balance and profit; returns where it ends. */
function summary(doc: Doc, s: Statement, top: number): number {
  let y = top + 1.5 * lineHeight(10);
  y += writeText(doc, T.summary, { x: MARGIN, y, width: textWidth(doc), size: 12, weight: 'bold' });
  y += 0.3 * lineHeight(12);
  const net = (account: 'balance' | 'bonus') => s.lines.filter((l) => l.account === account).reduce((sum, l) => sum + l.amount_cents, 0);
  const figures = (label: string, f: StatementFigures): [string, number, number] => [label, f.balance_cents, f.profit_cents];
  const rows: [string, number, number][] = [
    figures(T.opening, s.opening),
    [T.movementsIn(s.period.label), net('balance'), net('bonus')],
    figures(T.closing, s.closing),
  ];
  const labelWidth = 200;
  const valueWidth = 110;
  const value = (column: 1 | 2) => ({
    x: MARGIN + labelWidth + (column - 1) * valueWidth,
    width: valueWidth,
    align: 'end' as const,
    size: 10,
  });
  writeText(doc, T.balance, { ...value(1), y, weight: 'bold' });
  writeText(doc, T.profit, { ...value(2), y, weight: 'bold' });
  const figure = (column: 1 | 2) => ({ ...value(column), dir: 'ltr' as const });
  y += 16;
  rows.forEach(([label, balance, profit], i) => {
    // the closing figures stand out
    const weight = i === rows.length - 1 ? 'bold' : 'regular';
    const used = writeText(doc, label, { x: MARGIN, y, width: labelWidth, size: 10, weight });
    writeText(doc, formatUsdFromCents(balance), { ...figure(1), y, weight });
    writeText(doc, formatUsdFromCents(profit), { ...figure(2), y, weight });
    y += Math.max(15, used);
  });
  return y;
}

const bottom = (doc: Doc) => doc.page.height - MARGIN - FOOTER_SPACE;

/** Each cell's box in a table row at `y` (the titles are words, the lines' cells figures where the column says). */
function cellBoxes(y: number, titles: boolean): TextBox[] {
  let x = MARGIN;
  return COLUMNS.map((c) => {
    const box: TextBox = { x, y: y + 2.5, width: c.width - CELL_GAP, size: FONT_SIZE, weight: titles ? 'bold' : 'regular', align: c.align };
    if (c.figures && !titles) box.dir = 'ltr';
    x += c.width;
    return box;
  });
}

/** The height of a table row: its tallest cell's. */
const rowHeight = (doc: Doc, cells: readonly string[], titles = false) =>
  Math.max(...cellBoxes(0, titles).map((box, i) => heightOf(doc, cells[i], box))) + 5;

/** One table row at `y` (the column titles, or a line) with a rule under it; returns the height used. */
function tableRow(doc: Doc, cells: readonly string[], y: number, titles = false): number {
  const height = rowHeight(doc, cells, titles);
  cellBoxes(y, titles).forEach((box, i) => writeText(doc, cells[i], box));
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(doc.page.width - MARGIN, y + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return height;
}

/** The month's ledger rows; the table goes on over new pages, each starting with the column titles. */
function movements(doc: Doc, s: Statement, top: number) {
  let y = top + 1.5 * lineHeight(10);
  y += writeText(doc, T.movements, { x: MARGIN, y, width: textWidth(doc), size: 12, weight: 'bold' });
  y += 0.3 * lineHeight(12);
  if (s.lines.length === 0) {
    writeText(doc, T.noMovements, { x: MARGIN, y, width: textWidth(doc), size: 10 });
    return;
  }
  const titles = COLUMNS.map((c) => c.title());
  y += tableRow(doc, titles, y, true);
  for (const l of s.lines) {
    const cells = [
      utcMinute(l.at),
      lineDescription(l),
      accountName(l.account),
      formatUsdFromCents(l.amount_cents),
      formatUsdFromCents(l.balance_cents),
      formatUsdFromCents(l.profit_cents),
    ];
    if (y + rowHeight(doc, cells) > bottom(doc)) {
      doc.addPage();
      y = MARGIN;
      y += tableRow(doc, titles, y, true);
    }
    y += tableRow(doc, cells, y);
  }
}

/** 'Page 2 of 3' and the statement's name on every page, written once the page count is known. */
function footers(doc: Doc, s: Statement) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    writeText(doc, T.footer(SITE.name, s.user.name, s.period.label, i - start + 1, count), {
      x: MARGIN,
      y: doc.page.height - MARGIN,
      width: textWidth(doc),
      size: 8,
      color: GREY,
      align: 'center',
    });
  }
}

/**
 * The statement as an A4 PDF: letterhead, holder and period, summary, movements table, page
 * footers. Written in the current language (the route runs it in the holder's).
 */
export async function statementPdf(s: Statement): Promise<Buffer> {
  // loaded on the first statement, not at start: some 140 ms and 20 MB that most runs never use
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: currentLocale(),
    info: {
      Title: T.documentTitle(s.period.label),
      Author: SITE.name,
      Subject: `${s.user.name}, ${s.period.label}`,
      CreationDate: new Date(s.generated_at),
    },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const afterHeader = header(doc, s);
  const afterSummary = summary(doc, s, afterHeader);
  movements(doc, s, afterSummary);
  footers(doc, s);
  doc.end();
  return finished;
}
