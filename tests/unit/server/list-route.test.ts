import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '@/server/lib/errors';
import { DEFAULT_RANGE, type ListQuery } from '@/server/lib/list-query';
import { sendList } from '@/server/lib/list-route';

/** The part of a reply sendList uses, recording the headers it sets. */
function fakeReply() {
  const headers: Record<string, string> = {};
  const reply = {
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
  };
  return { headers, reply: reply as unknown as FastifyReply };
}

const filter = z.strictObject({ q: z.string().optional() });
const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('sendList', () => {
  it('hands the parsed query to fetch, sets Content-Range and presents each row', async () => {
    const { headers, reply } = fakeReply();
    let asked: ListQuery<{ q?: string }> | undefined;
    const body = await sendList(reply, {
      resource: 'thing',
      query: { sort: '["name","desc"]', range: '[0,9]', filter: '{"q":"a"}' },
      sortable: ['name'],
      filter,
      fetch: async (query) => {
        asked = query;
        return { rows, total: 3 };
      },
      present: (r) => ({ _id: String(r.id) }),
    });
    expect(asked).toEqual({ sort: { field: 'name', order: 'DESC' }, range: { from: 0, to: 9 }, unpaged: false, filter: { q: 'a' } });
    expect(headers['Content-Range']).toBe('thing 0-2/3');
    expect(body).toEqual([{ _id: '1' }, { _id: '2' }, { _id: '3' }]);
  });

  it('without a range: the default range, and Content-Range says where the page sits in the total', async () => {
    const { headers, reply } = fakeReply();
    let asked: ListQuery<unknown> | undefined;
    await sendList(reply, {
      resource: 'thing',
      query: {},
      sortable: [],
      filter,
      fetch: async (query) => {
        asked = query;
        return { rows, total: 1500 };
      },
      present: (r) => r,
    });
    expect(asked?.range).toEqual(DEFAULT_RANGE);
    expect(asked?.unpaged).toBe(true);
    expect(headers['Content-Range']).toBe('thing 0-2/1500');
  });

  it('bad input is a 400 before anything is read', async () => {
    const { headers, reply } = fakeReply();
    let fetched = false;
    const attempt = sendList(reply, {
      resource: 'thing',
      query: { sort: '["secret","ASC"]' },
      sortable: ['name'],
      filter,
      fetch: async () => {
        fetched = true;
        return { rows, total: 3 };
      },
      present: (r) => r,
    });
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 400 });
    expect(fetched).toBe(false);
    expect(headers).toEqual({});
  });
});
