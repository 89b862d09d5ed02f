import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a browser keeps its device cookie: 400 days, the most browsers honour. It is written
 * again at every sign-in, so a browser in use is never forgotten.
 */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** A device ID: 16 random bytes, base64url (22 characters). */
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The browser a sign-in comes from, known by a random ID we gave it in a signed, HTTP-only cookie
 * rather than by its User-Agent, which anyone can copy. The signature (HMAC-SHA256 under a key of
 * its own, derived from the server secret) means a browser cannot choose the ID of another; the
 * cookie is unreadable to scripts, so a script injected into the page cannot copy it either.
 *
 * SameSite=Strict: the web app calls the API from its own pages, where Strict cookies ride along;
 * the e-mailed approval link needs no cookie (it carries its own token), so nothing is lost by
 * withholding it from requests other sites start. Under an https PUBLIC_URL the cookie is Secure
 * and `__Host-` prefixed (no Domain, Path=/), so no other host can plant or shadow it.
 */
export class DeviceCookie {
  readonly name: string;
  private readonly secure: boolean;
  private readonly key: Buffer;

  constructor(serverSecret: string, publicUrl: string) {
    this.secure = publicUrl.startsWith('https:');
    this.name = this.secure ? '__Host-device' : 'device';
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'device-cookie', 'known devices', 32));
  }

  /** A new device ID for a browser without a (valid) cookie. */
  newId(): string {
    return randomBytes(16).toString('base64url');
  }

  private mac(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url');
  }

  /** The cookie's value: `<id>.<signature>`. */
  sign(id: string): string {
    return `${id}.${this.mac(id)}`;
  }

  /** The ID in a cookie value, or null when it is malformed or its signature is not ours. */
  verify(value: string): string | null {
    const dot = value.indexOf('.');
    if (dot < 0) return null;
    const id = value.slice(0, dot);
    if (!ID_PATTERN.test(id)) return null;
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.mac(id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  /** The device ID the request's cookie carries, or null (none, or not signed by us). */
  read(request: FastifyRequest): string | null {
    const header = request.headers.cookie;
    if (!header) return null;
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0 || part.slice(0, eq).trim() !== this.name) continue;
      const id = this.verify(part.slice(eq + 1).trim());
      // a browser may send two cookies of one name (another path): any good one counts
      if (id) return id;
    }
    return null;
  }

  /** Sets (or renews) the cookie with this ID on the answer. */
  write(reply: FastifyReply, id: string): void {
    const attributes = [
      `${this.name}=${this.sign(id)}`,
      'Path=/',
      `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(this.secure ? ['Secure'] : []),
    ];
    // Fastify appends a second Set-Cookie rather than replacing the first
    reply.header('set-cookie', attributes.join('; '));
  }
}
