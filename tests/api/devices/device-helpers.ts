// Sign-ins as one browser or another: a browser is its device cookie (and whatever User-Agent
// it claims), as the server tells them apart.
import { expect } from 'vitest';
import type { ReceivedMail } from '@/tests/helpers/smtp-sink';
import { deviceSetCookie, type InjectResponse, type TestApp, type TestUser } from '@/tests/helpers/test-app';

export const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
export const FIREFOX_NEWER = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export const NEW_SIGN_IN = 'New sign-in to your account';
export const APPROVAL_SUBJECT = 'Approve a sign-in from a new device';

/** One browser: the cookie it holds (none before its first answer) and the User-Agent it sends. */
export class Browser {
  /** `name=value` of the device cookie the server last set, as the browser sends it back */
  cookie: string | null = null;

  constructor(
    private readonly app: TestApp,
    readonly userAgent: string = FIREFOX,
    readonly ip = '198.51.100.20',
  ) {}

  /** A request from this browser; a Set-Cookie in the answer is kept, as a browser does. */
  async send(opts: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; token?: string }): Promise<InjectResponse> {
    const res = await this.app.inject({
      method: opts.method,
      url: opts.url,
      remoteAddress: this.ip,
      headers: {
        'user-agent': this.userAgent,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
    });
    const set = deviceSetCookie(res);
    if (set) this.cookie = set.split(';')[0];
    return res;
  }

  signIn(user: Pick<TestUser, 'email' | 'password'>): Promise<InjectResponse> {
    return this.send({ method: 'POST', url: '/api/user/login', payload: { email_address: user.email, password: user.password } });
  }

  /** A sign-in expected to end in a session: its token. */
  async signInForToken(user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
    const res = await this.signIn(user);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { accessToken?: string };
    expect(body.accessToken, res.body).toEqual(expect.any(String));
    return body.accessToken!;
  }

  poll(pending: string): Promise<InjectResponse> {
    return this.send({ method: 'POST', url: '/api/user/login/device', payload: { pending } });
  }

  /** This browser with another User-Agent (the same cookie): what a copied or updated UA looks like. */
  claiming(userAgent: string): Browser {
    const other = new Browser(this.app, userAgent, this.ip);
    other.cookie = this.cookie;
    return other;
  }
}

/** The token of the approval link in a mail. */
export function approvalTokenIn(mail: ReceivedMail): string {
  const match = /\/approve-device\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(match, `no approval link in:\n${mail.text}`).not.toBeNull();
  return match![1];
}
