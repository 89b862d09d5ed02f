// Enrolment and codes for the two-factor suites: codes are computed from the secret the API
// hands out, at the time of the app's clock, as an authenticator app would.
import { expect } from 'vitest';
import { ManualClock } from '@/server/lib/clock';
import { codeAt } from '@/server/modules/two-factor/totp';
import { injectAs, type TestApp, type TestUser } from '@/tests/helpers/test-app';

export const STEP_MS = 30_000;

/** A clock standing 15 s into a 30-second step, so that ±1 step is unambiguous. */
export function midStepClock(): ManualClock {
  const now = Date.now();
  return new ManualClock(new Date(now - (now % STEP_MS) + 15_000));
}

/** The code of the step `offset` steps away from the clock's. */
export const codeNow = (clock: ManualClock, secret: string, offset = 0) => codeAt(secret, clock.now().getTime() + offset * STEP_MS);

/** Moves to the next step and gives its code: each code is accepted once. */
export function nextCode(clock: ManualClock, secret: string): string {
  clock.advance(STEP_MS);
  return codeNow(clock, secret);
}

export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/** Setup and enable through the API, as the enrolment screen does. */
export async function enrol(app: TestApp, user: TestUser, clock: ManualClock): Promise<Enrolled> {
  const setup = await injectAs(app, user.token, { method: 'POST', url: '/api/auth/2fa/setup', payload: { password: user.password } });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await injectAs(app, user.token, {
    method: 'POST',
    url: '/api/auth/2fa/enable',
    payload: { password: user.password, code: nextCode(clock, secret) },
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, recoveryCodes: (enable.json() as { recovery_codes: string[] }).recovery_codes };
}

export function passwordStep(app: TestApp, user: Pick<TestUser, 'email' | 'password'>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/user/login', headers, payload: { email_address: user.email, password: user.password } });
}

export function codeStep(app: TestApp, challenge: string, code: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/user/login/2fa', headers, payload: { challenge, code } });
}

/** The password step of an account with 2FA on: its challenge. */
export async function challengeFor(app: TestApp, user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const res = await passwordStep(app, user);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { twoFactorRequired: true; challenge: string };
  expect(body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  return body.challenge;
}
