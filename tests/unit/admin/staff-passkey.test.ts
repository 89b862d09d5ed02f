// STAFF_PASSKEY=required, in the back office's HTTP client (once, for every staff act): a staff
// act refused for want of a passkey is confirmed with the staff member's passkey (step-up options,
// the browser's prompt, the step-up token) and sent once more with the token in the Step-Up
// header; a staff member with no passkey is told where to add one, with nothing tried again; a
// closed prompt or a second refusal ends it there, without signing the staff member out.
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSKEY_MSG, STEP_UP_HEADER } from '@/common/api/passkeys';
import { STEP_UP_ERROR } from '@/common/api/two-factor';
import { createDataProvider } from '@/src-admin/dataProvider';
import { authProvider } from '@/src/lib/auth/auth-provider';
import { endSession, getSession, startSession } from '@/src/lib/auth/session';
import { fail, fakeApi, type FakeApi, type Reply } from '@/tests/unit/web/helpers/fake-api';
import { AUTHENTICATION_OPTIONS, fakeAuthenticator } from '@/tests/unit/web/helpers/fake-authenticator';
import { tokenFor } from '@/tests/unit/web/helpers/token';

const SHOWN = { id: 't1', amount: 1500, payment_method: 'btc', payment_address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' };
const needsPasskeyWith = (message: string): Reply => ({
  ...fail(401, message),
  headers: { 'www-authenticate': `Bearer error="${STEP_UP_ERROR}"` },
});
const needsPasskey = needsPasskeyWith(PASSKEY_MSG.staffNeedsPasskey);
const approved: Reply = { status: 200, body: { _id: 't1', status: 'pending' } };

let http: FakeApi;
let tokens: number;
beforeEach(() => {
  endSession();
  startSession({ id: 'a1', token: tokenFor('admin', { id: 'a1' }) });
  tokens = 0;
  http = fakeApi({
    'POST /passkeys/step-up/options': { status: 200, body: { options: AUTHENTICATION_OPTIONS } },
    'POST /passkeys/step-up': () => {
      tokens += 1;
      return { status: 200, body: { step_up_token: `pk_token-${tokens}`, expires_at: '2026-11-29T12:05:00.000Z' } };
    },
    // the act goes through only with a step-up token in its header
    'POST /transaction/t1/approve': (sent) => (sent.headers[STEP_UP_HEADER]?.startsWith('pk_') ? approved : needsPasskey),
    'POST /transaction/t1/reject': (sent) => (sent.headers[STEP_UP_HEADER]?.startsWith('pk_') ? approved : needsPasskey),
  });
});

const provider = () => createDataProvider('/api');
const paths = () => http.requests.map((r) => `${r.method} ${r.path}`);
/** The approval, which must fail: its error. */
const approveRefused = () =>
  provider()
    .approveWithdrawal(SHOWN)
    .then(
      () => expect.unreachable('the approval went through'),
      (e: unknown) => e,
    );

describe('a staff act under STAFF_PASSKEY=required', () => {
  it('is confirmed with a passkey and sent again, once, with the token in the Step-Up header', async () => {
    const authenticator = fakeAuthenticator();
    const { data } = await provider().approveWithdrawal(SHOWN);
    expect(data).toMatchObject({ id: 't1' });
    expect(paths()).toEqual([
      'POST /transaction/t1/approve',
      'POST /passkeys/step-up/options',
      'POST /passkeys/step-up',
      'POST /transaction/t1/approve',
    ]);
    expect(authenticator.asked).toHaveLength(1);
    expect(authenticator.asked[0].publicKey?.rpId).toBe('localhost');
    const [first, , stepUp, again] = http.requests;
    expect(first.headers[STEP_UP_HEADER]).toBeUndefined();
    expect(stepUp.body).toMatchObject({ response: { id: 'cred-1', type: 'public-key' } });
    expect(stepUp.headers.authorization).toMatch(/^Bearer /);
    expect(again.headers[STEP_UP_HEADER]).toBe('pk_token-1');
    // the same request: its body, its token
    expect(again.body).toEqual(first.body);
    expect(again.headers.authorization).toBe(first.headers.authorization);
  });

  it('keeps the Idempotency-Key of the first try, so the act is still one', async () => {
    fakeAuthenticator();
    await provider().rejectWithdrawal('t1', 'Address belongs to a mixer', 'key-1');
    const acts = http.calls('POST /transaction/t1/reject');
    expect(acts).toHaveLength(2);
    expect(acts.map((r) => r.headers['idempotency-key'])).toEqual(['key-1', 'key-1']);
    expect(acts[1].headers[STEP_UP_HEADER]).toBe('pk_token-1');
  });

  it('a staff member with no passkey: the 403 says where to add one; no prompt, nothing sent again', async () => {
    const authenticator = fakeAuthenticator();
    http.set('POST /transaction/t1/approve', fail(403, PASSKEY_MSG.staffHasNoPasskey));
    await expect(provider().approveWithdrawal(SHOWN)).rejects.toMatchObject({ status: 403, message: PASSKEY_MSG.staffHasNoPasskey });
    // (after any 403 the back office asks whether it was the one for staff without two-factor sign-in)
    expect(paths()).toEqual(['POST /transaction/t1/approve', 'GET /auth/2fa']);
    expect(authenticator.asked).toEqual([]);
  });

  it('the prompt closed: the act is not sent again, says what it waits for, and does not sign the staff member out', async () => {
    const authenticator = fakeAuthenticator();
    authenticator.refuse();
    const error = await approveRefused();
    expect(error).toMatchObject({ status: 401, message: PASSKEY_MSG.staffNeedsPasskey });
    expect(paths()).toEqual(['POST /transaction/t1/approve', 'POST /passkeys/step-up/options']);
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(getSession()).not.toBeNull();
  });

  it('the passkey refused by the server: its words, and still signed in', async () => {
    fakeAuthenticator();
    http.set('POST /passkeys/step-up', needsPasskeyWith(PASSKEY_MSG.failed));
    const error = await approveRefused();
    expect(error).toMatchObject({ status: 401, message: PASSKEY_MSG.failed });
    expect(http.calls('POST /transaction/t1/approve')).toHaveLength(1);
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
  });

  it('refused again with the token: not tried a third time, and still signed in', async () => {
    fakeAuthenticator();
    http.set('POST /transaction/t1/approve', needsPasskey);
    const error = await approveRefused();
    expect(error).toMatchObject({ status: 401, message: PASSKEY_MSG.staffNeedsPasskey });
    expect(http.calls('POST /transaction/t1/approve')).toHaveLength(2);
    expect(http.calls('POST /passkeys/step-up')).toHaveLength(1);
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
  });

  it('any other 401 is a session that ended, as before: no prompt, and react-admin signs out', async () => {
    const authenticator = fakeAuthenticator();
    http.set('POST /transaction/t1/approve', fail(401, 'Unauthorized'));
    const error = await approveRefused();
    expect(authenticator.asked).toEqual([]);
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
  });
});
