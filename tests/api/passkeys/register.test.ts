// Adding a passkey: options for the password (and step-up once the account has a second factor),
// the authenticator's packed attestation verified against a stored, single-use challenge of this
// account, origin and RP ID from PUBLIC_URL, user verification required; at most 10; the owner
// mailed (through a real SMTP server); the first passkey ends the account's other sessions.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_LINKS } from '@/common/app-links';
import { PASSKEY_LIMIT, PASSKEY_MSG } from '@/common/api/passkeys';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { MSG } from '@/common/messages';
import { auditLog, passkeys, webauthnChallenges } from '@/server/db/schema';
import { FLAG } from '@/tests/helpers/software-authenticator';
import { createInvestor, expectError, expectFieldError, injectAs, login, type TestUser } from '@/tests/helpers/test-app';
import { appUrl, startMailSuite, type MailSuite } from '../notifications/mail-helpers';
import { enrol, nextCode } from '../two-factor/two-factor-helpers';
import {
  addPasskey,
  authenticatorFor,
  createPasskey,
  creationOptions,
  listPasskeys,
  PUBLIC_URL,
  registrationOptions,
  stepUpToken,
} from './passkey-helpers';

let m: MailSuite;
beforeAll(async () => {
  m = await startMailSuite({ PUBLIC_URL });
});
afterAll(() => m.close());

const app = () => m.ctx.app;
const me = (who: TestUser) => injectAs(app(), who.token, { url: '/api/profile/me' });

describe('adding a passkey', () => {
  it('options for a discoverable, user-verified ES256/RS256 passkey of this site; created, listed and mailed', async () => {
    const u = await createInvestor(app());
    const options = await creationOptions(app(), u);
    expect(options).toMatchObject({
      rp: { id: 'invest.example.com', name: 'Northwind Capital' },
      user: { id: Buffer.from(u.id.replace(/-/g, ''), 'hex').toString('base64url'), name: u.email },
      pubKeyCredParams: [
        { alg: -7, type: 'public-key' },
        { alg: -257, type: 'public-key' },
      ],
      timeout: 300_000,
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    });
    const [challenge] = await m.ctx.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, options.challenge));
    expect(challenge).toMatchObject({ purpose: 'register', userId: u.id, usedAt: null });
    expect(challenge.expiresAt).toEqual(new Date(m.clock.now().getTime() + 5 * 60_000));

    const authenticator = authenticatorFor(m.ctx);
    const res = await createPasskey(app(), u, '  My phone ', authenticator.create(options));
    expect(res.statusCode, res.body).toBe(201);
    const passkey = res.json();
    expect(passkey).toEqual({ id: expect.any(String), name: 'My phone', created: expect.any(String), last_used: null, synced: false });
    expect(await listPasskeys(app(), u)).toEqual([passkey]);
    const [row] = await m.ctx.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row).toMatchObject({
      userId: u.id,
      credentialId: authenticator.credentials[0].id,
      counter: 0,
      transports: ['internal'],
      deviceType: 'singleDevice',
      backedUp: false,
    });
    const [audit] = await m.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, u.id));
    expect(audit).toMatchObject({ actorId: u.id, action: 'user.passkey_added' });

    const [mail] = await m.smtp.waitForMail(u.email, 1, 'A passkey was added to your account');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('My phone');
      expect(part).toContain(appUrl(APP_LINKS.security));
    }
  });

  it('a synced passkey is listed as synced', async () => {
    const u = await createInvestor(app());
    const { passkey } = await addPasskey(app(), u, authenticatorFor(m.ctx, { synced: true }), { name: 'iCloud Keychain' });
    expect(passkey.synced).toBe(true);
  });

  it('the password is asked (400 naming it when wrong), and nothing is handed out without it', async () => {
    const u = await createInvestor(app());
    expectFieldError(await registrationOptions(app(), u, { password: 'not-the-password' }), 'password', MSG.currentPasswordWrong);
    expect(await m.ctx.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, u.id))).toEqual([]);
  });

  it('once the account has a passkey, another needs step-up: 401 without, a passkey token works; newest first', async () => {
    const u = await createInvestor(app());
    const authenticator = authenticatorFor(m.ctx);
    const first = await addPasskey(app(), u, authenticator, { name: 'First' });
    const refused = await registrationOptions(app(), u);
    expectError(refused, 401, TWO_FACTOR_MSG.passkeyNeeded);
    expect(refused.headers['www-authenticate']).toMatch(/insufficient_user_authentication/);
    // a code from an app is no use without one enrolled
    expectError(await registrationOptions(app(), u, { code: '123456' }), 401, TWO_FACTOR_MSG.passkeyNeeded);

    const options = await creationOptions(app(), u, await stepUpToken(app(), u, authenticator));
    // the authenticator is told which of its credentials are this account's already
    expect(options.excludeCredentials).toEqual([{ id: first.credential.id, type: 'public-key', transports: ['internal'] }]);
    const second = await createPasskey(app(), u, 'Second', authenticator.create(options));
    expect(second.statusCode, second.body).toBe(201);
    expect((await listPasskeys(app(), u)).map((p) => p.name)).toEqual(['Second', 'First']);
  });

  it('with two-factor sign-in on, a current code is step-up too', async () => {
    const u = await createInvestor(app());
    const { secret } = await enrol(app(), u, m.clock);
    expectError(await registrationOptions(app(), u), 401, TWO_FACTOR_MSG.codeNeeded);
    const options = await creationOptions(app(), u, nextCode(m.clock, secret));
    expect((await createPasskey(app(), u, 'Key', authenticatorFor(m.ctx).create(options))).statusCode).toBe(201);
  });

  it("the first passkey ends the account's other sessions; a second one does not", async () => {
    const u = await createInvestor(app());
    const other = await login(app(), u.email, u.password);
    const authenticator = authenticatorFor(m.ctx);
    await addPasskey(app(), u, authenticator);
    expectError(await injectAs(app(), other.accessToken, { url: '/api/profile/me' }), 401, MSG.sessionInvalid);
    expect((await me(u)).statusCode).toBe(200);

    const third = await login(app(), u.email, u.password);
    await addPasskey(app(), u, authenticator, { name: 'Second' });
    expect((await injectAs(app(), third.accessToken, { url: '/api/profile/me' })).statusCode).toBe(200);
  });
});

describe('what is refused', () => {
  it('a response from another origin, without user verification, or for another RP ID: 400, nothing stored', async () => {
    const u = await createInvestor(app());
    const authenticator = authenticatorFor(m.ctx);
    const cases = [
      { origin: 'https://invest.example.com.evil.test' },
      { origin: 'http://invest.example.com' },
      { flags: FLAG.UP | FLAG.AT },
      { flags: FLAG.UV | FLAG.AT },
      { rpId: 'evil.test' },
    ];
    for (const tamper of cases) {
      const res = await createPasskey(app(), u, 'Bad', authenticator.create(await creationOptions(app(), u), tamper));
      expectError(res, 400, PASSKEY_MSG.failed);
    }
    expect(await listPasskeys(app(), u)).toEqual([]);
  });

  it('a response sent twice, or after its 5 minutes, or over another account’s challenge: 400, the ceremony has ended', async () => {
    const u = await createInvestor(app());
    const authenticator = authenticatorFor(m.ctx);
    const response = authenticator.create(await creationOptions(app(), u));
    expect((await createPasskey(app(), u, 'Once', response)).statusCode).toBe(201);
    expectError(await createPasskey(app(), u, 'Twice', response), 400, PASSKEY_MSG.ceremonyEnded);

    const v = await createInvestor(app());
    const late = authenticator.create(await creationOptions(app(), v));
    m.clock.advance(5 * 60_000 + 1);
    expectError(await createPasskey(app(), v, 'Late', late), 400, PASSKEY_MSG.ceremonyEnded);

    const foreign = authenticator.create(await creationOptions(app(), u, await stepUpToken(app(), u, authenticator)));
    expectError(await createPasskey(app(), v, 'Foreign', foreign), 400, PASSKEY_MSG.ceremonyEnded);
    expect(await listPasskeys(app(), v)).toEqual([]);
  });

  it('a credential registered already, on this account or another: 409', async () => {
    const u = await createInvestor(app());
    const v = await createInvestor(app());
    const authenticator = authenticatorFor(m.ctx);
    const { credential } = await addPasskey(app(), u, authenticator);
    const again = authenticator.create(await creationOptions(app(), v), { credential });
    expectError(await createPasskey(app(), v, 'Copied', again), 409, PASSKEY_MSG.alreadyRegistered);
    expect(await listPasskeys(app(), v)).toEqual([]);
  });

  it('a response that is not one: 400, never a 500', async () => {
    const u = await createInvestor(app());
    const options = await creationOptions(app(), u);
    const good = authenticatorFor(m.ctx).create(options);
    const bad: unknown[] = [
      {},
      { ...good, type: 'password' },
      { ...good, response: { ...good.response, attestationObject: 'AAAA' } },
      { ...good, response: { ...good.response, clientDataJSON: Buffer.from('not json').toString('base64url') } },
      { ...good, response: { ...good.response, attestationObject: 42 } },
      { ...good, id: 'not base64url!' },
    ];
    for (const response of bad) expectError(await createPasskey(app(), u, 'Bad', response), 400);
    expectFieldError(await createPasskey(app(), u, ' ', good), 'name', 'Give the passkey a name');
  });
});

describe('the limit', () => {
  it(`at most ${PASSKEY_LIMIT} passkeys: 409 for the options, and for two additions at once at ${PASSKEY_LIMIT - 1}`, async () => {
    const u = await createInvestor(app());
    const authenticator = authenticatorFor(m.ctx);
    for (let i = 1; i < PASSKEY_LIMIT; i++) await addPasskey(app(), u, authenticator, { name: `Key ${i}` });
    // two registrations started at 9: each had its options; only one may finish
    const first = await creationOptions(app(), u, await stepUpToken(app(), u, authenticator));
    const second = await creationOptions(app(), u, await stepUpToken(app(), u, authenticator));
    const answers = await Promise.all([
      createPasskey(app(), u, 'Tenth', authenticator.create(first)),
      createPasskey(app(), u, 'Eleventh', authenticator.create(second)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectError(
      answers.find((r) => r.statusCode === 409)!,
      409,
      PASSKEY_MSG.limit,
    );
    expect(await listPasskeys(app(), u)).toHaveLength(PASSKEY_LIMIT);
    expectError(await registrationOptions(app(), u, { code: await stepUpToken(app(), u, authenticator) }), 409, PASSKEY_MSG.limit);
  });
});
