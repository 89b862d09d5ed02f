import { describe, expect, it, onTestFinished } from 'vitest';
import { STAFF_TWO_FACTOR_MSG } from '@/common/staff-two-factor';
import { dataProvider } from '@/src-admin/dataProvider';
import { onStaffTwoFactorRequired } from '@/src-admin/security/staffTwoFactor';
import { fail, fakeApi, type Reply } from '@/tests/unit/web/helpers/fake-api';
import { staff } from './helpers/render-admin';

// A 403 is a role's limit, or (STAFF_2FA=required) the back office closed to a staff member
// without two-factor sign-in. The server's account of the person (GET /auth/2fa) tells which;
// the refusal's words, written in the account's language, do not.

const twoFactor = (enabled: boolean): Reply => ({
  body: { enabled, recovery_codes_left: enabled ? 10 : 0, required: true, passkeys: 0, staff_passkey_required: false },
});

const listUsers = () =>
  dataProvider.getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });

/** How many times the back office was told to send the person to enrol, during this test. */
function enrolRequests() {
  const told = { count: 0 };
  const stop = onStaffTwoFactorRequired(() => (told.count += 1));
  onTestFinished(stop);
  return told;
}

describe('a refused back-office call', () => {
  it('sends the person to enrol when the server then says two-factor sign-in is required and off, whatever the words', async () => {
    const told = enrolRequests();
    const api = fakeApi(staff(), {
      'GET /profile/all': fail(403, 'Activez la connexion à deux facteurs pour utiliser le back-office.'),
      'GET /auth/2fa': twoFactor(false),
    });
    await expect(listUsers()).rejects.toMatchObject({ status: 403 });
    expect(told.count).toBe(1);
    expect(api.calls('GET /auth/2fa')).toHaveLength(1);
  });

  it("is a role's limit when two-factor sign-in is on, even in the very words of the two-factor refusal", async () => {
    const told = enrolRequests();
    fakeApi(staff('support'), { 'GET /profile/all': fail(403, STAFF_TWO_FACTOR_MSG.required), 'GET /auth/2fa': twoFactor(true) });
    await expect(listUsers()).rejects.toMatchObject({ status: 403, message: STAFF_TWO_FACTOR_MSG.required });
    expect(told.count).toBe(0);
  });

  it('stays as it is when the server does not answer about two-factor sign-in', async () => {
    const told = enrolRequests();
    fakeApi(staff(), { 'GET /profile/all': fail(403, STAFF_TWO_FACTOR_MSG.required), 'GET /auth/2fa': fail(503, 'Unavailable') });
    await expect(listUsers()).rejects.toMatchObject({ status: 403 });
    expect(told.count).toBe(0);
  });

  it('asks once for the calls refused together', async () => {
    const told = enrolRequests();
    const api = fakeApi(staff(), { 'GET /profile/all': fail(403, 'Forbidden'), 'GET /auth/2fa': twoFactor(false) });
    const results = await Promise.allSettled([listUsers(), listUsers(), listUsers()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(api.calls('GET /auth/2fa')).toHaveLength(1);
    expect(told.count).toBe(1);
  });

  it('asks nothing after any other refusal', async () => {
    const told = enrolRequests();
    const api = fakeApi(staff(), { 'GET /profile/all': fail(404, STAFF_TWO_FACTOR_MSG.required), 'GET /auth/2fa': twoFactor(false) });
    await expect(listUsers()).rejects.toMatchObject({ status: 404 });
    expect(api.calls('GET /auth/2fa')).toHaveLength(0);
    expect(told.count).toBe(0);
  });
});
