import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../src-admin/dataProvider';
import { endSession, startSession } from '../../../src/lib/auth/session';
import { tokenFor } from '../web/helpers/token';

interface Sent {
  url: string;
  authorization: string | null;
}

/** Stubs the browser's fetch (what react-admin's fetchJson uses) with canned JSON answers. */
function stubFetch(answer: (url: URL) => { status?: number; body: unknown; headers?: Record<string, string> }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://localhost'), init);
      sent.push({ url: request.url.replace('http://localhost', ''), authorization: request.headers.get('Authorization') });
      const { status = 200, body, headers = {} } = answer(new URL(request.url));
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
    }),
  );
  return sent;
}

const users = [
  { _id: 'u1', name: 'Ann', email: 'ann@example.com', role: 'investor', acct_bal: 100 },
  { _id: 'u2', name: 'Bob', email: 'bob@example.com', role: 'support', acct_bal: 0 },
];

beforeEach(() => {
  endSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the back-office dataProvider', () => {
  it('getList("users") reads /api/profile/all with the simple-rest params, the Bearer token, and maps _id to id', async () => {
    const token = tokenFor('admin');
    startSession({ id: 'a1', token });
    const sent = stubFetch(() => ({ body: users, headers: { 'Content-Range': 'profile 0-24/319' } }));
    const result = await createDataProvider('/api').getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'ann' },
    });
    expect(result.total).toBe(319);
    expect(result.data.map((r) => r.id)).toEqual(['u1', 'u2']);
    expect(result.data[0]).toMatchObject({ _id: 'u1', name: 'Ann' });
    const url = new URL(sent[0].url, 'http://localhost');
    expect(url.pathname).toBe('/api/profile/all');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([0, 24]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'ann' });
    expect(sent[0].authorization).toBe(`Bearer ${token}`);
  });

  it("sorts by the API's _id when react-admin asks for id", async () => {
    startSession({ id: 'a1', token: tokenFor('admin') });
    const sent = stubFetch(() => ({ body: [], headers: { 'Content-Range': 'profile */0' } }));
    await createDataProvider('/api').getList('users', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const url = new URL(sent[0].url, 'http://localhost');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['_id', 'ASC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([10, 19]);
  });

  it('getOne("users") reads /api/profile/{id}', async () => {
    startSession({ id: 'a1', token: tokenFor('admin') });
    const sent = stubFetch(() => ({ body: users[1] }));
    const { data } = await createDataProvider('/api').getOne('users', { id: 'u2' });
    expect(sent[0].url).toBe('/api/profile/u2');
    expect(data).toMatchObject({ id: 'u2', name: 'Bob' });
  });

  it('getMany fetches each record', async () => {
    startSession({ id: 'a1', token: tokenFor('admin') });
    const sent = stubFetch((url) => ({ body: users.find((u) => url.pathname.endsWith(u._id)) }));
    const { data } = await createDataProvider('/api').getMany('users', { ids: ['u1', 'u2'] });
    expect(sent.map((s) => s.url).sort()).toEqual(['/api/profile/u1', '/api/profile/u2']);
    expect(data.map((r) => r.id)).toEqual(['u1', 'u2']);
  });

  it('sends no token when signed out, and surfaces the status for checkError', async () => {
    const sent = stubFetch(() => ({ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in to continue' } }));
    await expect(createDataProvider('/api').getOne('users', { id: 'u1' })).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in to continue',
    });
    expect(sent[0].authorization).toBeNull();
  });
});
