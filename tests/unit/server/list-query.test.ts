import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '@/server/lib/errors';
import { TEXT_MSG } from '@/common/validation/text';
import { contentRange, DATE_FILTER_MSG, dateBound, DEFAULT_LIST_SIZE, MAX_PAGE_SIZE, parseListQuery } from '@/server/lib/list-query';

const filter = z.strictObject({
  q: z.string().optional(),
  status: z.boolean().optional(),
  createdAt_gte: z.string().optional(),
  createdAt_lte: z.string().optional(),
});
const options = { sortable: ['name', 'createdAt'] as const, filter };
const parse = (query: { sort?: string; range?: string; filter?: string }) => parseListQuery(query, options);

/** the HttpError a call throws */
function thrown(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return err as HttpError;
  }
  throw new Error('expected a throw');
}

describe('parseListQuery', () => {
  it('no parameters: no sort, the first DEFAULT_LIST_SIZE rows (never the whole list), an empty filter', () => {
    expect(parse({})).toEqual({ sort: undefined, range: { from: 0, to: DEFAULT_LIST_SIZE - 1 }, unpaged: true, filter: {} });
  });

  it('ra-data-simple-rest parameters', () => {
    expect(parse({ sort: '["name","ASC"]', range: '[0,24]', filter: '{"q":"ada","status":true}' })).toEqual({
      sort: { field: 'name', order: 'ASC' },
      range: { from: 0, to: 24 },
      unpaged: false,
      filter: { q: 'ada', status: true },
    });
  });

  it('normalises a lower-case order', () => {
    expect(parse({ sort: '["createdAt","desc"]' }).sort).toEqual({ field: 'createdAt', order: 'DESC' });
  });

  it('empty strings count as absent', () => {
    expect(parse({ sort: '', range: '', filter: '' })).toEqual({
      sort: undefined,
      range: { from: 0, to: DEFAULT_LIST_SIZE - 1 },
      unpaged: true,
      filter: {},
    });
  });

  it('a one-row page and the largest page', () => {
    expect(parse({ range: '[5,5]' }).range).toEqual({ from: 5, to: 5 });
    expect(parse({ range: `[0,${MAX_PAGE_SIZE - 1}]` }).range).toEqual({ from: 0, to: MAX_PAGE_SIZE - 1 });
  });

  it.each([
    [{ sort: 'name' }, 'sort must be JSON', 'sort'],
    [{ sort: '["password_hash","ASC"]' }, 'Cannot sort by password_hash', 'sort'],
    [{ sort: '["__proto__","ASC"]' }, 'Cannot sort by __proto__', 'sort'],
    [{ sort: '["constructor","ASC"]' }, 'Cannot sort by constructor', 'sort'],
    [{ range: '[0,' }, 'range must be JSON', 'range'],
    [{ range: '[9,0]' }, 'range end must not be before its start', 'range'],
    [{ range: `[0,${MAX_PAGE_SIZE}]` }, `a page holds at most ${MAX_PAGE_SIZE} rows`, 'range'],
    [{ filter: '{' }, 'filter must be JSON', 'filter'],
    // JSON escapes turn into NUL and lone surrogates only after parsing
    [{ filter: '{"q":"a\\u0000b"}' }, TEXT_MSG.unsafe, 'filter.q'],
    [{ filter: '{"q":"\\ud800"}' }, TEXT_MSG.unsafe, 'filter.q'],
    [{ filter: '{"\\udc00":1}' }, TEXT_MSG.unsafe, 'filter.\udc00'],
    [{ sort: '["na\\u0000me","ASC"]' }, TEXT_MSG.unsafe, 'sort.0'],
    [{ filter: '{"createdAt_gte":"0000-01-01"}' }, DATE_FILTER_MSG, 'filter.createdAt_gte'],
    [{ filter: '{"createdAt_lte":"1899-12-31T23:59:59Z"}' }, DATE_FILTER_MSG, 'filter.createdAt_lte'],
    [{ filter: '{"createdAt_gte":"+099999-01-01T00:00:00Z"}' }, DATE_FILTER_MSG, 'filter.createdAt_gte'],
    [{ filter: '{"createdAt_lte":"2024-02-31"}' }, DATE_FILTER_MSG, 'filter.createdAt_lte'],
    [{ filter: '{"createdAt_lte":"soon"}' }, DATE_FILTER_MSG, 'filter.createdAt_lte'],
  ])('%j -> 400 %s', (query, message, field) => {
    const err = thrown(() => parse(query));
    expect(err.statusCode).toBe(400);
    expect(err.message).toBe(message);
    expect(err.errors?.[0]).toEqual({ field, message });
  });

  it.each([
    ['sort', '["name"]'],
    ['sort', '["name","UP"]'],
    ['sort', '[1,"ASC"]'],
    ['sort', '["","ASC"]'],
    ['sort', '["name","ASC","extra"]'],
    ['sort', '{"field":"name","order":"ASC"}'],
    ['range', '[-1,3]'],
    ['range', '[0.5,3]'],
    ['range', '["0","3"]'],
    ['range', '[0]'],
    ['range', 'null'],
    ['filter', '{"unknown":1}'],
    ['filter', '{"status":"true"}'],
    ['filter', 'null'],
    ['filter', '[]'],
    ['filter', '"q"'],
  ])('%s=%s -> 400 naming %s', (name, raw) => {
    const err = thrown(() => parse({ [name]: raw }));
    expect(err.statusCode).toBe(400);
    expect(err.errors?.[0].field.startsWith(name)).toBe(true);
    expect(err.message).toEqual(expect.any(String));
  });

  it('a nested filter error names its path', () => {
    const err = thrown(() => parse({ filter: '{"status":"yes"}' }));
    expect(err.errors?.[0].field).toBe('filter.status');
  });
});

describe('contentRange', () => {
  it('a full page', () => {
    expect(contentRange('profile', { from: 0, to: 24 }, 25, 319)).toBe('profile 0-24/319');
  });
  it('a short last page', () => {
    expect(contentRange('profile', { from: 300, to: 324 }, 19, 319)).toBe('profile 300-318/319');
  });
  it('an empty page', () => {
    expect(contentRange('profile', { from: 0, to: 24 }, 0, 0)).toBe('profile 0-0/0');
  });
  it('a list read without range', () => {
    expect(contentRange('transaction', { from: 0, to: DEFAULT_LIST_SIZE - 1 }, 7, 7)).toBe('transaction 0-6/7');
    expect(contentRange('transaction', { from: 0, to: DEFAULT_LIST_SIZE - 1 }, 1000, 200_000)).toBe('transaction 0-999/200000');
  });
});

describe('dateBound', () => {
  it('an instant is used as given on either side', () => {
    expect(dateBound('2024-03-20T10:00:00Z', 'gte')).toEqual({ at: new Date('2024-03-20T10:00:00Z'), inclusive: true });
    expect(dateBound('2024-03-20T10:00:00+02:00', 'lte')).toEqual({ at: new Date('2024-03-20T08:00:00Z'), inclusive: true });
  });
  it('a bare date as a lower bound starts at midnight UTC', () => {
    expect(dateBound('2024-03-20', 'gte')).toEqual({ at: new Date('2024-03-20T00:00:00Z'), inclusive: true });
  });
  it('a bare date as an upper bound includes the whole day: before the next midnight', () => {
    expect(dateBound('2024-03-20', 'lte')).toEqual({ at: new Date('2024-03-21T00:00:00Z'), inclusive: false });
    expect(dateBound('2024-02-29', 'lte').at.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(dateBound('2024-12-31', 'lte').at.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });
  it('years outside 1900..9999 and impossible dates are a 400, on either side', () => {
    for (const value of ['0000-01-01', '1899-12-31', '10000-01-01', '2024-13-01', '2024-02-31', '', 'yesterday']) {
      for (const side of ['gte', 'lte'] as const) {
        const err = thrown(() => dateBound(value, side));
        expect(err.statusCode).toBe(400);
        expect(err.message).toBe(DATE_FILTER_MSG);
      }
    }
    expect(dateBound('1900-01-01', 'gte').at.toISOString()).toBe('1900-01-01T00:00:00.000Z');
    expect(dateBound('9999-12-31T23:59:59Z', 'lte').at.toISOString()).toBe('9999-12-31T23:59:59.000Z');
  });
});
