import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@/common/messages';
import { createDataProvider, toApiFilter, totalFromContentRange } from '@/src-admin/dataProvider';
import { endSession, startSession } from '@/src/lib/auth/session';
import { fakeApi, type Reply, type Sent as Shared } from '@/tests/unit/web/helpers/fake-api';
import { tokenFor } from '@/tests/unit/web/helpers/token';

/** A request as the shared fake records it, with its address below /api (path and query) as these tests name it. */
type Sent = Shared & { url: string };

/** The shared fake answering every request with `answer`; the requests, as they come. */
function stubFetch(answer: (sent: Sent) => Reply | Promise<Reply>) {
  return fakeApi((shared) => {
    const search = new URLSearchParams(shared.query).toString();
    return answer(Object.assign(shared, { url: `${shared.path}${search ? `?${search}` : ''}` }));
  }).requests as Sent[];
}

const json = (sent: Sent, name: string) => JSON.parse(sent.query[name]);

const users = [
  { _id: 'u1', name: 'Ann', email: 'ann@example.com', role: 'investor', acct_bal: 100 },
  { _id: 'u2', name: 'Bob', email: 'bob@example.com', role: 'support', acct_bal: 0 },
];

const provider = () => createDataProvider('/api');
const page = (n = 1, perPage = 25) => ({ page: n, perPage });

beforeEach(() => {
  endSession();
  startSession({ id: 'a1', token: tokenFor('admin') });
});

describe('getList', () => {
  it('reads /api/profile/all with the simple-rest params and the Bearer token, maps _id to id, reads the total', async () => {
    const token = tokenFor('admin');
    startSession({ id: 'a1', token });
    const sent = stubFetch(() => ({ body: users, headers: { 'Content-Range': 'profile 0-24/319' } }));
    const result = await provider().getList('users', {
      pagination: page(),
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'ann' },
    });
    expect(result.total).toBe(319);
    expect(result.data.map((r) => r.id)).toEqual(['u1', 'u2']);
    expect(result.data[0]).toMatchObject({ _id: 'u1', name: 'Ann' });
    expect(sent).toHaveLength(1);
    expect(sent[0].path).toBe('/profile/all');
    expect(json(sent[0], 'sort')).toEqual(['createdAt', 'DESC']);
    expect(json(sent[0], 'range')).toEqual([0, 24]);
    expect(json(sent[0], 'filter')).toEqual({ q: 'ann' });
    expect(sent[0].headers.authorization).toBe(`Bearer ${token}`);
  });

  it('asks for the page react-admin is on', async () => {
    const sent = stubFetch(() => ({ body: [], headers: { 'Content-Range': 'plans 20-20/20' } }));
    const result = await provider().getList('plans', { pagination: page(3, 10), sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(sent[0].path).toBe('/plans/all');
    expect(json(sent[0], 'range')).toEqual([20, 29]);
    // every list of the API accepts 'id'
    expect(json(sent[0], 'sort')).toEqual(['id', 'ASC']);
    expect(result).toEqual({ data: [], total: 20 });
  });

  it.each([
    ['transactions', '/transaction/all/', undefined],
    ['deposits', '/transaction/all/', 'deposit'],
    ['withdrawals', '/transaction/all/', 'withdraw'],
    ['investments', '/transaction/all/', 'investment'],
    ['plans', '/plans/all', undefined],
    ['wallets', '/address/all', undefined],
    ['kyc', '/kyc/all', undefined],
    ['audit', '/audit', undefined],
  ])('%s lists from %s (type %s)', async (resource, path, type) => {
    const sent = stubFetch(() => ({ body: [{ _id: 'x1' }], headers: { 'Content-Range': 'x 0-0/1' } }));
    const { data } = await provider().getList(resource, {
      pagination: page(),
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { status: 'pending' },
    });
    expect(sent[0].path).toBe(path);
    expect(json(sent[0], 'filter')).toEqual(type ? { status: 'pending', trnx_type: type } : { status: 'pending' });
    expect(data).toEqual([{ _id: 'x1', id: 'x1' }]);
  });

  it("the typed lists can't be widened: the fixed type wins over the screen's filter", async () => {
    const sent = stubFetch(() => ({ body: [], headers: { 'Content-Range': 'transaction 0-0/0' } }));
    await provider().getList('investments', {
      pagination: page(),
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { trnx_type: 'deposit' },
    });
    expect(json(sent[0], 'filter')).toEqual({ trnx_type: 'investment' });
  });

  it("sends no sort when the screen has no sort field: the API's own order (deposits, withdrawals, investments)", async () => {
    const sent = stubFetch(() => ({ body: [], headers: { 'Content-Range': 'transaction 0-0/0' } }));
    await provider().getList('transactions', { pagination: page(), sort: { field: '', order: 'ASC' }, filter: {} });
    expect(sent[0].query).not.toHaveProperty('sort');
    expect(json(sent[0], 'range')).toEqual([0, 24]);
  });

  it('drops empty filter values and sends picked days as the whole local day', async () => {
    const sent = stubFetch(() => ({ body: [], headers: { 'Content-Range': 'transaction 0-0/0' } }));
    await provider().getList('transactions', {
      pagination: page(),
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: '', status: undefined, createdAt_gte: '2025-03-01', createdAt_lte: '2025-03-20' },
    });
    expect(json(sent[0], 'filter')).toEqual({
      createdAt_gte: new Date(2025, 2, 1, 0, 0, 0, 0).toISOString(),
      createdAt_lte: new Date(2025, 2, 20, 23, 59, 59, 999).toISOString(),
    });
  });

  it('reads a page larger than the API allows (500 rows) in chunks, e.g. for a CSV export', async () => {
    const total = 1203;
    const sent = stubFetch((s) => {
      const [from, to] = json(s, 'range') as [number, number];
      const rows = Array.from({ length: Math.min(to, total - 1) - from + 1 }, (_, i) => ({ _id: `t${from + i}` }));
      return { body: rows, headers: { 'Content-Range': `transaction ${from}-${from + rows.length - 1}/${total}` } };
    });
    const { data, total: counted } = await provider().getList('transactions', {
      pagination: page(1, 1000),
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(sent.map((s) => json(s, 'range'))).toEqual([
      [0, 499],
      [500, 999],
    ]);
    expect(data).toHaveLength(1000);
    expect(data[999].id).toBe('t999');
    expect(counted).toBe(total);
  });

  it('refuses an answer without a usable Content-Range', async () => {
    stubFetch(() => ({ body: users }));
    await expect(provider().getList('users', { pagination: page(), sort: { field: 'name', order: 'ASC' }, filter: {} })).rejects.toThrow(
      /Content-Range/,
    );
  });
});

describe('Content-Range and filters', () => {
  it('reads the total after the slash', () => {
    expect(totalFromContentRange('transaction 0-24/319')).toBe(319);
    expect(totalFromContentRange('audit 0-0/0')).toBe(0);
    expect(totalFromContentRange('profile */7')).toBe(7);
    expect(() => totalFromContentRange('profile 0-24/*')).toThrow();
    expect(() => totalFromContentRange(null)).toThrow();
  });

  it('keeps instants and other values as they are', () => {
    expect(toApiFilter({ createdAt_gte: '2025-03-01T10:00:00.000Z', status: ['pending', 'failed'], kyc_status: false })).toEqual({
      createdAt_gte: '2025-03-01T10:00:00.000Z',
      status: ['pending', 'failed'],
      kyc_status: false,
    });
  });
});

describe('getOne', () => {
  it.each([
    ['users', 'u2', '/profile/u2'],
    ['transactions', 't1', '/transaction/single/t1'],
    ['deposits', 't1', '/transaction/single/t1'],
    ['withdrawals', 't1', '/transaction/single/t1'],
    ['investments', 't1', '/transaction/single/t1'],
    ['plans', 'p1', '/plans/p1'],
    ['wallets', 'w1', '/address/w1'],
    ['kyc', 'k1', '/kyc/k1'],
  ])('%s/%s reads %s', async (resource, id, path) => {
    const sent = stubFetch(() => ({ body: { _id: id, name: 'x' } }));
    const { data } = await provider().getOne(resource, { id });
    expect(sent[0]).toMatchObject({ method: 'GET', url: path });
    expect(data).toEqual({ _id: id, id, name: 'x' });
  });

  it('an audit entry (no GET /audit/{id}) is the list filtered by its id', async () => {
    const sent = stubFetch(() => ({ body: [{ _id: '42', action: 'plan.update' }], headers: { 'Content-Range': 'audit 0-0/1' } }));
    const { data } = await provider().getOne('audit', { id: '42' });
    expect(sent[0].path).toBe('/audit');
    expect(json(sent[0], 'filter')).toEqual({ id: ['42'] });
    expect(data).toMatchObject({ id: '42', action: 'plan.update' });
  });

  it('an unknown resource is a programming error, not a request', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    await expect(provider().getOne('nope', { id: 1 })).rejects.toThrow(/Unknown back-office resource/);
    expect(sent).toHaveLength(0);
  });
});

describe('getMany and getManyReference', () => {
  it('getMany reads the list once, filtered by the ids', async () => {
    const sent = stubFetch(() => ({ body: users, headers: { 'Content-Range': 'profile 0-1/2' } }));
    const { data } = await provider().getMany('users', { ids: ['u1', 'u2'] });
    expect(sent).toHaveLength(1);
    expect(sent[0].path).toBe('/profile/all');
    expect(json(sent[0], 'filter')).toEqual({ id: ['u1', 'u2'] });
    expect(json(sent[0], 'range')).toEqual([0, 1]);
    expect(data.map((r) => r.id)).toEqual(['u1', 'u2']);
  });

  it.each([
    ['plans', '/plans/all'],
    ['wallets', '/address/all'],
    ['deposits', '/transaction/all/'],
    ['kyc', '/kyc/all'],
  ])('getMany(%s) uses the id filter of %s', async (resource, path) => {
    const sent = stubFetch(() => ({ body: [{ _id: 'a' }], headers: { 'Content-Range': 'x 0-0/1' } }));
    await provider().getMany(resource, { ids: ['a'] });
    expect(sent[0].path).toBe(path);
    expect(json(sent[0], 'filter')).toMatchObject({ id: ['a'] });
  });

  it('getMany of nothing asks nothing', async () => {
    const sent = stubFetch(() => ({ body: [] }));
    expect(await provider().getMany('users', { ids: [] })).toEqual({ data: [] });
    expect(sent).toHaveLength(0);
  });

  it("getManyReference: a user's transactions are the list filtered by userid", async () => {
    const sent = stubFetch(() => ({ body: [{ _id: 't1' }], headers: { 'Content-Range': 'transaction 0-0/31' } }));
    const result = await provider().getManyReference('transactions', {
      target: 'userid',
      id: 'u1',
      pagination: page(2, 10),
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(sent[0].path).toBe('/transaction/all/');
    expect(json(sent[0], 'filter')).toEqual({ userid: 'u1' });
    expect(json(sent[0], 'range')).toEqual([10, 19]);
    expect(result.total).toBe(31);
  });

  it("getManyReference: a user's audit history", async () => {
    const sent = stubFetch(() => ({ body: [], headers: { 'Content-Range': 'audit 0-0/0' } }));
    await provider().getManyReference('audit', {
      target: 'entityId',
      id: 'u1',
      pagination: page(),
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { entity: 'user' },
    });
    expect(sent[0].path).toBe('/audit');
    expect(json(sent[0], 'filter')).toEqual({ entity: 'user', entityId: 'u1' });
  });
});

describe('create, update, delete', () => {
  const plan = { name: 'Gold Max', description: 'Gold', category: 'gold', min: 3000, max: 9000, roi: 1.5, duration: 30, status: true };

  it('create(plans) posts the plan fields to /api/plans/save and maps the answer', async () => {
    const sent = stubFetch(() => ({ status: 201, body: { _id: 'p9', ...plan } }));
    const { data } = await provider().create('plans', { data: { ...plan, extra: 'dropped' } });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/plans/save', body: plan });
    expect(data).toMatchObject({ id: 'p9', name: 'Gold Max' });
  });

  it('create(wallets) posts to /api/address/save', async () => {
    const wallet = { name: 'Cold BTC', address: 'bc1qexampleaddress000000', currency: 'btc', status: true };
    const sent = stubFetch(() => ({ status: 201, body: { _id: 'w9', ...wallet } }));
    const { data } = await provider().create('wallets', { data: wallet });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/address/save', body: wallet });
    expect(data.id).toBe('w9');
  });

  it('create of a resource the API cannot create is refused without a request', async () => {
    const sent = stubFetch(() => ({ body: {} }));
    await expect(provider().create('users', { data: { name: 'x' } })).rejects.toMatchObject({ status: 405 });
    expect(sent).toHaveLength(0);
  });

  it('update(users) sends only what changed to /api/profile/update/{id}; a blank password keeps it', async () => {
    const before = { id: 'u1', _id: 'u1', name: 'Ann', email: 'ann@example.com', acct_bal: 100, kyc_status: false, createdAt: 'x' };
    const sent = stubFetch(() => ({ body: { ...before, name: 'Ann B', kyc_status: true } }));
    const { data } = await provider().update('users', {
      id: 'u1',
      data: { ...before, name: 'Ann B', kyc_status: true, password: '' },
      previousData: before,
    });
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/profile/update/u1', body: { name: 'Ann B', kyc_status: true } });
    expect(data).toMatchObject({ id: 'u1', name: 'Ann B' });
  });

  it('update(users) sends a new password, never a typed balance or profit (money moves through credit or debit)', async () => {
    const before = { id: 'u1', acct_bal: 100, acct_bonus: 5 };
    const sent = stubFetch(() => ({ body: { _id: 'u1' } }));
    await provider().update('users', {
      id: 'u1',
      data: { acct_bal: 150, acct_bonus: 0, reason: 'correction', password: 'new-secret' },
      previousData: before,
    });
    expect(sent[0].body).toEqual({ password: 'new-secret' });
  });

  it("update(users) sends a user's own daily withdrawal limit, and null when it is emptied (the default again)", async () => {
    const before = { id: 'u1', daily_withdrawal_limit: null };
    const sent = stubFetch(() => ({ body: { _id: 'u1' } }));
    await provider().update('users', { id: 'u1', data: { daily_withdrawal_limit: 2500 }, previousData: before });
    await provider().update('users', {
      id: 'u1',
      data: { daily_withdrawal_limit: null },
      previousData: { id: 'u1', daily_withdrawal_limit: 2500 },
    });
    await provider().update('users', { id: 'u1', data: { daily_withdrawal_limit: null, name: 'Ann' }, previousData: before });
    expect(sent.map((s) => s.body)).toEqual([{ daily_withdrawal_limit: 2500 }, { daily_withdrawal_limit: null }, { name: 'Ann' }]);
  });

  it('update(deposits) always sends the status and only a changed amount, to PUT /api/transaction/{id}', async () => {
    const before = { id: 't1', status: 'pending', amount: 150, payment_method: 'Bitcoin', payment_address: 'abc', user_name: 'Ann' };
    const sent = stubFetch(() => ({ body: { _id: 't1', status: 'successful' } }));
    await provider().update('deposits', { id: 't1', data: { ...before, status: 'pending', amount: 200 }, previousData: before });
    await provider().update('deposits', { id: 't1', data: { ...before, status: 'successful' }, previousData: before });
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/transaction/t1', body: { status: 'pending', amount: 200 } });
    expect(sent[1].body).toEqual({ status: 'successful' });
  });

  it('update(withdrawals) sends a trimmed payout reference only when marking the withdrawal successful', async () => {
    const before = { id: 'w1', type: 'withdraw', status: 'pending', amount: 200, payout_reference: null };
    const sent = stubFetch(() => ({ body: { _id: 'w1', status: 'successful' } }));
    await provider().update('withdrawals', {
      id: 'w1',
      data: { ...before, status: 'successful', payout_reference: '  0xabc  ' },
      previousData: before,
    });
    await provider().update('withdrawals', {
      id: 'w1',
      data: { ...before, status: 'failed', payout_reference: '0xabc' },
      previousData: before,
    });
    // a deposit has no payout
    const deposit = { ...before, type: 'deposit' };
    await provider().update('deposits', {
      id: 'w1',
      data: { ...deposit, status: 'successful', payout_reference: '0xabc' },
      previousData: deposit,
    });
    expect(sent.map((call) => call.body)).toEqual([
      { status: 'successful', payout_reference: '0xabc' },
      { status: 'failed' },
      { status: 'successful' },
    ]);
  });

  it('update(withdrawals) sends a trimmed reason only when a pending withdrawal is set to failed (rejected)', async () => {
    const pending = { id: 'w1', type: 'withdraw', status: 'pending', amount: 200 };
    const sent = stubFetch(() => ({ body: { _id: 'w1', status: 'failed' } }));
    await provider().update('withdrawals', {
      id: 'w1',
      data: { ...pending, status: 'failed', reason: '  Wrong network ' },
      previousData: pending,
    });
    // typed, then the admin chose another status
    await provider().update('withdrawals', {
      id: 'w1',
      data: { ...pending, status: 'successful', payout_reference: '0xabc', reason: 'x' },
      previousData: pending,
    });
    // already failed: an edit of it is no rejection
    const failed = { ...pending, status: 'failed' };
    await provider().update('withdrawals', { id: 'w1', data: { ...failed, amount: 150, reason: 'x' }, previousData: failed });
    // a deposit's failed needs none
    const deposit = { ...pending, type: 'deposit' };
    await provider().update('deposits', { id: 'w1', data: { ...deposit, status: 'failed', reason: 'x' }, previousData: deposit });
    expect(sent.map((call) => call.body)).toEqual([
      { status: 'failed', reason: 'Wrong network' },
      { status: 'successful', payout_reference: '0xabc' },
      { status: 'failed', amount: 150 },
      { status: 'failed' },
    ]);
  });

  it.each([
    ['plans', '/plans/p1'],
    ['wallets', '/address/p1'],
    ['kyc', '/kyc/p1'],
  ])('update(%s) puts to %s', async (resource, path) => {
    const sent = stubFetch(() => ({ body: { _id: 'p1' } }));
    await provider().update(resource, {
      id: 'p1',
      data: { status: 'rejected', reason: 'blurred', name: 'New' },
      previousData: { id: 'p1' },
    });
    expect(sent[0]).toMatchObject({ method: 'PUT', url: path });
  });

  it('update(kyc) sends only the review', async () => {
    const sent = stubFetch(() => ({ body: { _id: 'k1', status: 'rejected' } }));
    await provider().update('kyc', {
      id: 'k1',
      data: { status: 'rejected', reason: 'blurred', first_name: 'Ann' },
      previousData: { id: 'k1', status: 'pending', reason: null },
    });
    expect(sent[0].body).toEqual({ status: 'rejected', reason: 'blurred' });
  });

  it.each([
    ['users', '/profile/u1'],
    ['transactions', '/transaction/delete/u1'],
    ['deposits', '/transaction/delete/u1'],
    ['plans', '/plans/u1'],
    ['wallets', '/address/u1'],
  ])('delete(%s) is DELETE %s', async (resource, path) => {
    const sent = stubFetch(() => ({ body: { _id: 'u1', name: 'gone' } }));
    const { data } = await provider().delete(resource, { id: 'u1', previousData: { id: 'u1' } });
    // no body: the request's text is empty
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: path, body: undefined });
    expect(data).toMatchObject({ id: 'u1' });
  });

  it('updateMany puts to each record and answers their ids', async () => {
    const sent = stubFetch((s) => ({ body: { _id: s.path.split('/').pop(), status: true } }));
    const { data } = await provider().updateMany('users', { ids: ['u1', 'u2'], data: { status: true } });
    expect(sent.map((s) => `${s.method} ${s.url}`).sort()).toEqual(['PUT /profile/update/u1', 'PUT /profile/update/u2']);
    expect(sent.every((s) => JSON.stringify(s.body) === '{"status":true}')).toBe(true);
    expect(data).toEqual(['u1', 'u2']);
  });

  it('updateMany tries every record and reports the first failure', async () => {
    const sent = stubFetch((s) =>
      s.path.endsWith('u1')
        ? { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'You cannot disable your own account' } }
        : { body: { _id: 'u2' } },
    );
    await expect(provider().updateMany('users', { ids: ['u1', 'u2'], data: { status: false } })).rejects.toMatchObject({
      status: 409,
      message: 'You cannot disable your own account',
    });
    expect(sent).toHaveLength(2);
  });

  it('deleteMany deletes each record; a refused one is reported', async () => {
    const sent = stubFetch((s) =>
      s.path.endsWith('t2')
        ? {
            status: 409,
            body: {
              statusCode: 409,
              error: 'Conflict',
              message: 'This transaction moved money, so it cannot be deleted; change its status to reverse it',
            },
          }
        : { body: { _id: 't1' } },
    );
    await expect(provider().deleteMany('transactions', { ids: ['t1'] })).resolves.toEqual({ data: ['t1'] });
    await expect(provider().deleteMany('transactions', { ids: ['t1', 't2'] })).rejects.toMatchObject({ status: 409 });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'DELETE /transaction/delete/t1',
      'DELETE /transaction/delete/t1',
      'DELETE /transaction/delete/t2',
    ]);
  });
});

describe('errors', () => {
  it("a 409 carries the server's message and status", async () => {
    stubFetch(() => ({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: "The user's balance no longer covers this deposit, so it cannot be taken back" },
    }));
    await expect(
      provider().update('deposits', { id: 't1', data: { status: 'failed' }, previousData: { id: 't1', status: 'successful' } }),
    ).rejects.toMatchObject({
      status: 409,
      message: "The user's balance no longer covers this deposit, so it cannot be taken back",
    });
  });

  it("a 400's field errors come back as react-admin's { field: message }", async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Maximum must be at least the minimum',
        errors: [{ field: 'max', message: 'Maximum must be at least the minimum' }],
      },
    }));
    await expect(provider().create('plans', { data: { name: 'x' } })).rejects.toMatchObject({
      status: 400,
      message: 'Maximum must be at least the minimum',
      body: { errors: { max: 'Maximum must be at least the minimum' } },
    });
  });

  it('sends no token when signed out, and surfaces 401 for checkError', async () => {
    endSession();
    const sent = stubFetch(() => ({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in to continue' },
    }));
    await expect(provider().getOne('users', { id: 'u1' })).rejects.toMatchObject({ status: 401, message: 'Please sign in to continue' });
    expect(sent[0].headers.authorization).toBeUndefined();
  });

  it('a request that never reaches the server is a network error (status 0)', async () => {
    // fetch rejects, as a browser's does when the request never leaves
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      provider().getList('users', { pagination: page(), sort: { field: 'name', order: 'ASC' }, filter: {} }),
    ).rejects.toMatchObject({
      status: 0,
      message: MSG.networkError,
    });
  });
});

describe('the back-office calls beyond CRUD', () => {
  it('adjustBalance posts the signed delta with an Idempotency-Key', async () => {
    const sent = stubFetch(() => ({ body: { _id: 'u1', acct_bal: 50 } }));
    const { data } = await provider().adjustBalance('u1', { account: 'balance', amount: -50, reason: 'fee' }, 'key-123');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/profile/u1/adjust',
      body: { account: 'balance', amount: -50, reason: 'fee' },
      headers: expect.objectContaining({ 'idempotency-key': 'key-123' }),
    });
    expect(data).toMatchObject({ id: 'u1', acct_bal: 50 });
  });

  it('getStats reads /api/stats/summary and checks its shape', async () => {
    const summary = {
      users: 3,
      totalBalance: 10,
      totalProfit: 1,
      pendingDeposits: { count: 1, amount: 100 },
      pendingWithdrawals: { count: 0, amount: 0 },
      activeInvestments: { count: 2, amount: 6000 },
      pendingKyc: 4,
      generatedAt: '2025-01-01T00:00:00.000Z',
    };
    const sent = stubFetch(() => ({ body: summary }));
    expect(await provider().getStats()).toEqual(summary);
    expect(sent[0].url).toBe('/stats/summary');
    stubFetch(() => ({ body: [{ not: 'stats' }] }));
    await expect(provider().getStats()).rejects.toThrow(/unexpected shape/);
  });

  it('getReconcileReport reads /api/reports/reconcile', async () => {
    const sent = stubFetch(() => ({ body: { ok: true, checkedUsers: 2, discrepancies: [] } }));
    expect(await provider().getReconcileReport()).toEqual({ ok: true, checkedUsers: 2, discrepancies: [] });
    expect(sent[0].url).toBe('/reports/reconcile');
  });

  it('getKycDocument reads the bytes with the token', async () => {
    const token = tokenFor('admin');
    startSession({ id: 'a1', token });
    const sent = stubFetch(() => ({ body: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }) }));
    const blob = await provider().getKycDocument('k1', 'front');
    expect(sent.map((s) => ({ url: s.url, auth: s.headers.authorization }))).toEqual([{ url: '/kyc/k1/front', auth: `Bearer ${token}` }]);
    expect(blob.size).toBe(3);
  });
});

describe('listPath', () => {
  it('fills {keys} from the filter and leaves the rest of the filter', async () => {
    const { listPath } = await import('@/src-admin/dataProvider');
    expect(listPath('profile/{userid}/ledger', { userid: 'a b', account: 'bonus' })).toEqual({
      path: 'profile/a%20b/ledger',
      filter: { account: 'bonus' },
    });
    expect(() => listPath('profile/{userid}/ledger', {})).toThrow('needs userid');
    expect(listPath('audit', { q: 'x' })).toEqual({ path: 'audit', filter: { q: 'x' } });
  });
});
