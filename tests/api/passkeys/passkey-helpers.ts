// The passkey ceremonies as the Security page and the sign-in page run them, through the API, with
// a software authenticator in place of the browser's.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { expect } from 'vitest';
import type { Passkey } from '@/common/api/passkeys';
import {
  SoftwareAuthenticator,
  type SoftwareAuthenticatorOptions,
  type SoftwareCredential,
  type Tamper,
} from '@/tests/helpers/software-authenticator';
import { injectAs, type InjectResponse, type TestApp, type TestContext, type TestUser } from '@/tests/helpers/test-app';

/** The address the test apps are reached at: the relying party (its host name is the RP ID). */
export const PUBLIC_URL = 'https://invest.example.com';
export const PASSKEY_ENV = { PUBLIC_URL, RATE_LIMIT_MAX: '1000000' };

/** A software authenticator in a browser on the app's own origin. */
export const authenticatorFor = (ctx: Pick<TestContext, 'config'>, options: Partial<SoftwareAuthenticatorOptions> = {}) =>
  new SoftwareAuthenticator({ origin: new URL(ctx.config.publicUrl).origin, ...options });

export const registrationOptions = (app: TestApp, user: TestUser, extra: { password?: string; code?: string } = {}) =>
  injectAs(app, user.token, {
    method: 'POST',
    url: '/api/passkeys/registration/options',
    payload: { password: extra.password ?? user.password, ...(extra.code === undefined ? {} : { code: extra.code }) },
  });

/** The options of a registration that must be handed out. */
export async function creationOptions(app: TestApp, user: TestUser, code?: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const res = await registrationOptions(app, user, { code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().options;
}

export const createPasskey = (app: TestApp, user: TestUser, name: string, response: unknown) =>
  injectAs(app, user.token, { method: 'POST', url: '/api/passkeys', payload: { name, response } });

/**
 * A passkey added through the API, as the Security page does it: options (with the password, and
 * a passkey step-up from one of the user's passkeys when they have one), the authenticator's
 * response, the create. Returns the passkey and its credential in the authenticator.
 */
export async function addPasskey(
  app: TestApp,
  user: TestUser,
  authenticator: SoftwareAuthenticator,
  opts: { name?: string; code?: string } = {},
): Promise<{ passkey: Passkey; credential: SoftwareCredential }> {
  const code = opts.code ?? ((await listPasskeys(app, user)).length ? await stepUpToken(app, user, authenticator) : undefined);
  const options = await creationOptions(app, user, code);
  const response = authenticator.create(options);
  const res = await createPasskey(app, user, opts.name ?? 'Laptop', response);
  expect(res.statusCode, res.body).toBe(201);
  return { passkey: res.json(), credential: authenticator.credentials.at(-1)! };
}

export async function listPasskeys(app: TestApp, user: TestUser): Promise<Passkey[]> {
  const res = await injectAs(app, user.token, { url: '/api/passkeys' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function signInOptions(app: TestApp): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/passkey/options' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().options;
}

export const postSignIn = (app: TestApp, response: unknown, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/user/login/passkey', payload: { response }, ...(remoteAddress ? { remoteAddress } : {}) });

/** A whole passkey sign-in: options, the authenticator's assertion, the sign-in. */
export async function passkeySignIn(
  app: TestApp,
  authenticator: SoftwareAuthenticator,
  credential?: SoftwareCredential,
  tamper: Tamper = {},
): Promise<InjectResponse> {
  return postSignIn(app, authenticator.get(await signInOptions(app), credential, tamper));
}

export async function stepUpOptions(app: TestApp, user: TestUser): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const res = await injectAs(app, user.token, { method: 'POST', url: '/api/passkeys/step-up/options' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().options;
}

export const postStepUp = (app: TestApp, user: TestUser, response: unknown) =>
  injectAs(app, user.token, { method: 'POST', url: '/api/passkeys/step-up', payload: { response } });

/** A passkey step-up token of the user, from one of their passkeys in `authenticator`. */
export async function stepUpToken(app: TestApp, user: TestUser, authenticator: SoftwareAuthenticator, credential?: SoftwareCredential) {
  const res = await postStepUp(app, user, authenticator.get(await stepUpOptions(app, user), credential));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().step_up_token as string;
}

export const removePasskey = (app: TestApp, user: TestUser, id: string, code?: string) =>
  injectAs(app, user.token, { method: 'DELETE', url: `/api/passkeys/${id}`, payload: code === undefined ? {} : { code } });
