// The device cookie: every sign-in leaves the browser a signed, HTTP-only ID; the server knows a
// browser by it (not by its User-Agent), and the sessions list names devices by what was stored.
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userDevices } from '@/server/db/schema';
import { DEVICE_COOKIE_MAX_AGE_S, DeviceCookie } from '@/server/modules/devices/cookie';
import { decodeToken } from '@/tests/helpers/tokens';
import {
  createInvestor,
  createTestApp,
  deviceSetCookie,
  injectAs,
  loginAdmin,
  TEST_JWT_SECRET,
  type TestContext,
} from '@/tests/helpers/test-app';
import { Browser, FIREFOX, SAFARI_IPHONE } from './device-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const devicesOf = (userId: string) => ctx.db.select().from(userDevices).where(eq(userDevices.userId, userId));
const sessionRow = async (token: string) =>
  (
    await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, decodeToken(token).payload.jti as string))
  )[0];
const idOf = (cookie: string) => cookie.split('=')[1].split('.')[0];

interface SessionView {
  id: string;
  browser: string;
  device: string;
  device_first_seen: string | null;
  current: boolean;
}
const list = async (token: string, url = '/api/auth/sessions') => {
  const res = await injectAs(ctx.app, token, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SessionView[];
};

describe('the device cookie', () => {
  it('a sign-in sets it: signed, HttpOnly, SameSite=Strict, Path=/, 400 days (not Secure over http)', async () => {
    const u = await createInvestor(ctx.app);
    const browser = new Browser(ctx.app);
    const res = await browser.signIn(u);
    expect(res.statusCode, res.body).toBe(200);
    const set = deviceSetCookie(res)!;
    expect(set).toMatch(/^device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; /);
    const attributes = set.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/', `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`]));
    expect(DEVICE_COOKIE_MAX_AGE_S).toBe(400 * 86_400);
    expect(attributes).not.toContain('Secure');
    // the session is the device's, and the device is the account's
    expect((await sessionRow(res.json().accessToken)).deviceId).toBe(idOf(browser.cookie!));
    expect((await devicesOf(u.id)).map((d) => d.deviceId)).toContain(idOf(browser.cookie!));
  });

  it('under an https PUBLIC_URL it is __Host-device and Secure', () => {
    const cookie = new DeviceCookie(TEST_JWT_SECRET, 'https://invest.example.com');
    let written = '';
    cookie.write({ header: (_name: string, value: string) => void (written = value) } as unknown as FastifyReply, cookie.newId());
    expect(written).toMatch(/^__Host-device=[^;]+; Path=\/; /);
    expect(written.split('; ')).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict']));
    expect(written).not.toMatch(/Domain=/i);
  });

  it('a known browser keeps its ID (the cookie renewed), and its device row only moves its last sighting', async () => {
    const u = await createInvestor(ctx.app);
    const browser = new Browser(ctx.app);
    await browser.signInForToken(u);
    const first = browser.cookie!;
    const [before] = (await devicesOf(u.id)).filter((d) => d.deviceId === idOf(first));
    const again = await browser.signIn(u);
    expect(deviceSetCookie(again)).toBeDefined();
    expect(browser.cookie).toBe(first);
    const rows = (await devicesOf(u.id)).filter((d) => d.deviceId === idOf(first));
    expect(rows).toHaveLength(1);
    expect(rows[0].firstSeenAt).toEqual(before.firstSeenAt);
    expect(rows[0].lastSeenAt.getTime()).toBeGreaterThanOrEqual(before.lastSeenAt.getTime());
  });

  it('a tampered cookie (or an ID with another ID’s signature) is a new device', async () => {
    const u = await createInvestor(ctx.app);
    const browser = new Browser(ctx.app);
    await browser.signInForToken(u);
    const genuine = browser.cookie!;
    const [name, value] = genuine.split('=');
    const [id, mac] = value.split('.');
    const other = new Browser(ctx.app);
    await other.signInForToken(u);
    const otherMac = other.cookie!.split('.')[1];
    const forgedId = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `${name}=${id}.${mac.slice(0, -1)}x`,
      `${name}=${forgedId}.${mac}`,
      `${name}=${id}.${otherMac}`,
      `${name}=${id}`,
    ]) {
      const thief = new Browser(ctx.app);
      thief.cookie = forged;
      await thief.signInForToken(u);
      expect(idOf(thief.cookie)).not.toBe(id);
      expect(idOf(thief.cookie)).not.toBe(forgedId);
    }
    // the genuine browser, one more browser, and one per forgery: each a device of its own
    expect(new Set((await devicesOf(u.id)).map((d) => d.deviceId)).size).toBe(2 + 4 + 1);
  });

  it('a password change carries on in the same device', async () => {
    const u = await createInvestor(ctx.app);
    const browser = new Browser(ctx.app);
    const token = await browser.signInForToken(u);
    const res = await browser.send({
      method: 'PUT',
      url: `/api/profile/update/${u.id}`,
      token,
      payload: { password: 'a-new-password-1', current_password: u.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sessionRow(res.json().accessToken)).deviceId).toBe(idOf(browser.cookie!));
  });
});

describe('the sessions list names devices by what we stored', () => {
  it('the label of its first sight, even when a later request claims another User-Agent', async () => {
    const u = await createInvestor(ctx.app);
    const laptop = new Browser(ctx.app, FIREFOX);
    const first = await laptop.signInForToken(u);
    // the same browser (its cookie) now says it is an iPhone
    const disguised = laptop.claiming(SAFARI_IPHONE);
    const second = await disguised.signInForToken(u);
    const views = await list(second);
    const byId = Object.fromEntries(views.map((s) => [s.id, s]));
    const jti = (t: string) => decodeToken(t).payload.jti as string;
    expect(byId[jti(first)]).toMatchObject({ browser: 'Firefox 128 on Linux', device: 'Firefox 128 on Linux' });
    expect(byId[jti(second)]).toMatchObject({ browser: 'Safari 17 on iOS', device: 'Firefox 128 on Linux', current: true });
    const [device] = (await devicesOf(u.id)).filter((d) => d.deviceId === idOf(laptop.cookie!));
    expect(byId[jti(second)].device_first_seen).toBe(device.firstSeenAt.toISOString());
    // staff see the same names
    const admin = await loginAdmin(ctx.app);
    const staffView = await list(admin.token, `/api/users/${u.id}/sessions`);
    expect(staffView.find((s) => s.id === jti(second))).toMatchObject({ device: 'Firefox 128 on Linux', current: false });
  });

  it('a session from before device cookies is named by its browser, first seen unknown', async () => {
    const u = await createInvestor(ctx.app);
    await ctx.db
      .update(sessions)
      .set({ deviceId: null })
      .where(and(eq(sessions.userId, u.id), eq(sessions.id, decodeToken(u.token).payload.jti as string)));
    const [view] = await list(u.token);
    expect(view).toMatchObject({ device: view.browser, device_first_seen: null, current: true });
    expect(Object.keys(view).sort()).toEqual([
      'address',
      'browser',
      'created',
      'current',
      'device',
      'device_first_seen',
      'id',
      'last_used',
    ]);
  });
});
