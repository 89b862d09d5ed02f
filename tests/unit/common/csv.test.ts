// The one CSV text-cell rule (common/csv.ts), which the server's exports and Activity's share.
import { describe, expect, it } from 'vitest';
import { csvTextCell } from '@/common/csv';
import { csvTextCell as serverCsvTextCell } from '@/server/lib/csv';

describe('a CSV text cell', () => {
  it('a formula is neutralised with a leading quote mark', () => {
    expect(csvTextCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(['+1', '-2', '@SUM(A1)', '\tx'].map(csvTextCell)).toEqual(["'+1", "'-2", "'@SUM(A1)", "'\tx"]);
  });

  it('quoted when it holds a comma, a quote mark, a line break or edge spaces; plain otherwise', () => {
    expect(csvTextCell('a,b')).toBe('"a,b"');
    expect(csvTextCell('two\nlines')).toBe('"two\nlines"');
    expect(csvTextCell(' padded')).toBe('" padded"');
    expect(csvTextCell('Bitcoin')).toBe('Bitcoin');
  });

  it('the server writes its cells by the same rule', () => {
    expect(serverCsvTextCell).toBe(csvTextCell);
  });
});
