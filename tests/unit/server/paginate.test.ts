import { describe, expect, it } from 'vitest';
import { DEFAULT_RANGE } from '@/server/lib/list-query';
import { paginate } from '@/server/lib/paginate';

/** A stand-in list of `size` rows that records the LIMIT/OFFSET asked and whether it was counted. */
function list(size: number) {
  const calls = { page: [] as [number, number][], counted: 0 };
  const rows = Array.from({ length: size }, (_, i) => i);
  return {
    calls,
    page: async (limit: number, offset: number) => {
      calls.page.push([limit, offset]);
      return rows.slice(offset, offset + limit);
    },
    count: async () => {
      calls.counted += 1;
      return [{ n: size }];
    },
  };
}

describe('paginate', () => {
  it('asks the range as LIMIT/OFFSET (inclusive range: 10-19 is 10 rows from 10)', async () => {
    const l = list(50);
    expect(await paginate({ from: 10, to: 19 }, l.page, l.count)).toEqual({
      rows: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
      total: 50,
    });
    expect(l.calls.page).toEqual([[10, 10]]);
  });

  it('a short first page is the whole list: no count query', async () => {
    const l = list(3);
    expect(await paginate({ from: 0, to: 9 }, l.page, l.count)).toEqual({ rows: [0, 1, 2], total: 3 });
    expect(l.calls.counted).toBe(0);
  });

  it('a full first page is counted', async () => {
    const l = list(12);
    expect((await paginate({ from: 0, to: 9 }, l.page, l.count)).total).toBe(12);
    expect(l.calls.counted).toBe(1);
  });

  it('a later page is always counted, even when short', async () => {
    const l = list(12);
    expect(await paginate({ from: 10, to: 19 }, l.page, l.count)).toEqual({ rows: [10, 11], total: 12 });
    expect(l.calls.counted).toBe(1);
  });

  it('without a range: at most DEFAULT_LIST_SIZE rows, counted only when there are more', async () => {
    const l = list(DEFAULT_RANGE.to + 2);
    const { rows, total } = await paginate(DEFAULT_RANGE, l.page, l.count);
    expect(rows).toHaveLength(DEFAULT_RANGE.to + 1);
    expect(total).toBe(DEFAULT_RANGE.to + 2);
    expect(l.calls.page).toEqual([[DEFAULT_RANGE.to + 1, 0]]);
  });
});
