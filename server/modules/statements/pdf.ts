import { lineDescription, type Statement, type StatementFigures } from '@/common/api/statements';
import { SITE } from '@/common/site';
import { formatUsdFromCents } from '@/common/usd-format';
import { utcMinute } from './money-text';
import { formatDate, formatDateTime } from '@/common/date-format';

type Doc = PDFKit.PDFDocument;

const MARGIN = 50;
/** room kept under the table for the page footer */
const FOOTER_SPACE = 30;
const GREY = '#555555';
const RULE = '#bbbbbb';
const ACCOUNT_NAMES = { balance: 'Balance', bonus: 'Profit' } as const;

/** The movements table: its columns left to right (widths add up to the A4 page's text width). */
const COLUMNS = [
  { title: 'Date (UTC)', width: 72, align: 'left' },
  { title: 'Description', width: 165, align: 'left' },
  { title: 'Account', width: 48, align: 'left' },
  { title: 'Amount', width: 70, align: 'right' },
  { title: 'Balance', width: 70, align: 'right' },
  { title: 'Profit', width: 70, align: 'right' },
] as const;
const CELL_GAP = 4;
const FONT_SIZE = 8.5;

const dayLabel = (at: string | Date) => formatDate(at, 'UTC');
const dateTimeLabel = (iso: string) => `${formatDateTime(iso, 'UTC')} UTC`;

function header(doc: Doc, s: Statement) {
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(SITE.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text(SITE.legalName);
  for (const line of SITE.addressLines) doc.text(line);
  doc.text(SITE.supportEmail);
  const letterheadBottom = doc.y;

  const right = { width: 220, align: 'right' as const };
  const x = doc.page.width - MARGIN - right.width;
  doc.font('Helvetica-Bold').fontSize(14).fillColor('black').text('Account statement', x, MARGIN, right);
  doc.font('Helvetica').fontSize(11).text(s.period.label, right);

  // below whichever column of the letterhead is longer
  doc.y = Math.max(letterheadBottom, doc.y);
  doc.moveDown(2);
  doc.x = MARGIN;
  const lastDay = new Date(new Date(s.period.to).getTime() - 1);
  const rows: [string, string][] = [
    ['Account holder', s.user.name],
    ['E-mail', s.user.email],
    ['Period', `${dayLabel(new Date(s.period.from))} to ${dayLabel(lastDay)} (calendar month, UTC)`],
    ['Figures as of', dateTimeLabel(s.period.as_of)],
  ];
  for (const [term, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(term, MARGIN, y, { width: 110 });
    doc.font('Helvetica').text(value, MARGIN + 115, y, { width: doc.page.width - 2 * MARGIN - 115 });
  }
}

/** Opening, the month's net movement and closing, for balance and profit. */
function summary(doc: Doc, s: Statement) {
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text('Summary', MARGIN);
  doc.moveDown(0.3);
  const net = (account: 'balance' | 'bonus') => s.lines.filter((l) => l.account === account).reduce((sum, l) => sum + l.amount_cents, 0);
  const figures = (label: string, f: StatementFigures): [string, number, number] => [label, f.balance_cents, f.profit_cents];
  const rows: [string, number, number][] = [
    figures('Opening', s.opening),
    [`Movements in ${s.period.label}`, net('balance'), net('bonus')],
    figures('Closing', s.closing),
  ];
  const labelWidth = 200;
  const valueWidth = 110;
  const cols = [MARGIN, MARGIN + labelWidth, MARGIN + labelWidth + valueWidth];
  let y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Balance', cols[1], y, { width: valueWidth, align: 'right' });
  doc.text('Profit', cols[2], y, { width: valueWidth, align: 'right' });
  y += 16;
  for (const [label, balance, profit] of rows) {
    doc.font(label === 'Closing' ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, cols[0], y, { width: labelWidth });
    doc.text(formatUsdFromCents(balance), cols[1], y, { width: valueWidth, align: 'right' });
    doc.text(formatUsdFromCents(profit), cols[2], y, { width: valueWidth, align: 'right' });
    y += 15;
  }
  doc.y = y;
}

const bottom = (doc: Doc) => doc.page.height - MARGIN - FOOTER_SPACE;

/** One table row at doc.y (its height is its tallest cell); returns the height used. */
function tableRow(doc: Doc, cells: readonly string[], bold = false): number {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(FONT_SIZE)
    .fillColor('black');
  const heights = COLUMNS.map((c, i) => doc.heightOfString(cells[i], { width: c.width - CELL_GAP }));
  const height = Math.max(...heights) + 5;
  const y = doc.y;
  let x = MARGIN;
  COLUMNS.forEach((c, i) => {
    doc.text(cells[i], x, y + 2.5, { width: c.width - CELL_GAP, align: c.align });
    x += c.width;
  });
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(doc.page.width - MARGIN, y + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + height;
  return height;
}

const columnTitles = COLUMNS.map((c) => c.title);

/** The month's ledger rows; the table goes on over new pages, each starting with the column titles. */
function movements(doc: Doc, s: Statement) {
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text('Movements', MARGIN);
  doc.moveDown(0.3);
  if (s.lines.length === 0) {
    doc.font('Helvetica').fontSize(10).text('No movements in this month.', MARGIN);
    return;
  }
  tableRow(doc, columnTitles, true);
  for (const l of s.lines) {
    const cells = [
      utcMinute(l.at),
      lineDescription(l),
      ACCOUNT_NAMES[l.account],
      formatUsdFromCents(l.amount_cents),
      formatUsdFromCents(l.balance_cents),
      formatUsdFromCents(l.profit_cents),
    ];
    doc.font('Helvetica').fontSize(FONT_SIZE);
    const needed = Math.max(...COLUMNS.map((c, i) => doc.heightOfString(cells[i], { width: c.width - CELL_GAP }))) + 5;
    if (doc.y + needed > bottom(doc)) {
      doc.addPage();
      doc.y = MARGIN;
      tableRow(doc, columnTitles, true);
    }
    tableRow(doc, cells);
  }
}

/** 'Page 2 of 3' and the statement's name on every page, written once the page count is known. */
function footers(doc: Doc, s: Statement) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // below the bottom margin: lift it while writing, or pdfkit would start a new page
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text(
        `${SITE.name} · Statement for ${s.user.name}, ${s.period.label} · Page ${i - start + 1} of ${count}`,
        MARGIN,
        doc.page.height - MARGIN,
        {
          width: doc.page.width - 2 * MARGIN,
          align: 'center',
          lineBreak: false,
        },
      );
    doc.page.margins.bottom = margin;
  }
}

/** The statement as an A4 PDF: letterhead, holder and period, summary, movements table, page footers. */
export async function statementPdf(s: Statement): Promise<Buffer> {
  // loaded on the first statement, not at start: some 140 ms and 20 MB that most runs never use
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Account statement, ${s.period.label}`,
      Author: SITE.name,
      Subject: `${s.user.name}, ${s.period.label}`,
      CreationDate: new Date(s.generated_at),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, s);
  summary(doc, s);
  movements(doc, s);
  footers(doc, s);
  doc.end();
  return finished;
}
