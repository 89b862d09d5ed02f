import jwt from '@fastify/jwt';
import DataLoader from 'dataloader';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { isLocale } from '@/common/i18n/locales';
import { MSG } from '@/common/messages';
import { STAFF_TWO_FACTOR_MSG } from '@/common/staff-two-factor';
import type { Role } from '@/common/roles';
import type { StaffTwoFactor } from '../config';
import { builtStatement, param, queryBuilder } from '../db/built-statement';
import type { Db } from '../db/client';
import { revokedTokens, sessions, twoFactor, users, type UserRow } from '../db/schema';
import { systemClock, type Clock } from '../lib/clock';
import { adoptSavedLocale } from '../i18n/locale-context';
import { forbidden, unauthorized } from '../lib/errors';
import { describeBrowser } from '../modules/sessions/browser';
import type { DeviceCookie } from '../modules/devices/cookie';
import { createSession, LAST_USED_GRANULARITY_MS, touchSession } from '../modules/sessions/repository';

export interface TokenPayload {
  id: string;
  isAdmin: boolean;
  role: Role;
  jti: string;
  iat: number;
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Omit<TokenPayload, 'iat' | 'exp'> & { iat?: number };
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in user, re-read from the database on this request */
    account: UserRow;
  }
  interface FastifyInstance {
    /** preHandler: a valid, unrevoked token of a live, enabled user */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: authenticate, then require one of the roles */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler: authenticate, then require an investor. Staff (support, admin) run the
     * platform and never hold money on it: no deposit, withdrawal, investment or KYC.
     */
    requireInvestor: (request: FastifyRequest) => Promise<void>;
    /** Whether STAFF_2FA=required applies to this account (staff): GET /api/auth/2fa tells the clients. */
    staffTwoFactorRequired: (account: Pick<UserRow, 'role'>) => boolean;
    /**
     * signs a token for a user (login, password change) and records it as a session of the
     * client making `request`; pass the row's tokensValidAfter so that a token issued in the
     * same second as a cut-off still counts as issued after it. The session belongs to
     * `deviceId` (sign-in) or else to the device of the request's device cookie (a password
     * change carries on in the same browser).
     */
    issueToken: (
      user: Pick<UserRow, 'id' | 'role'> & { tokensValidAfter?: Date },
      request: FastifyRequest,
      deviceId?: string,
    ) => Promise<string>;
  }
}

const payloadShape = z.object({
  id: z.uuid(),
  jti: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
});

const tokenPayloadFor = (user: Pick<UserRow, 'id' | 'role'>): Omit<TokenPayload, 'iat' | 'exp'> => ({
  id: user.id,
  isAdmin: user.role === 'admin',
  role: user.role,
  jti: crypto.randomUUID(),
});

/** The token of an `Authorization: Bearer <token>` header; anything else is not a session. */
function bearerToken(header: string): string {
  const match = /^Bearer (\S+)$/i.exec(header);
  if (!match) throw unauthorized(MSG.sessionInvalid);
  return match[1];
}

const cutoffSecond = (validAfter: Date) => Math.floor(validAfter.getTime() / 1000);

/**
 * Is a token issued at `iat` (seconds) still good for a user whose tokens were cut off at
 * `validAfter`? iat has whole seconds only, so a token stamped with the cut-off's own second
 * may have been issued before it (another session signed in just before a password change):
 * it is refused. Tokens issued after a cut-off are stamped with the next second (issueTime).
 */
export const issuedInTime = (iat: number, validAfter: Date) => iat > cutoffSecond(validAfter);

/** The iat of a token issued now: now, or the second after the user's cut-off if that is later. */
export const issueTime = (validAfter: Date | undefined, nowMs: number = Date.now()) =>
  Math.max(Math.floor(nowMs / 1000), validAfter ? cutoffSecond(validAfter) + 1 : 0);

/**
 * The new tokensValidAfter that ends every token of a user issued so far (password change,
 * reset). Tokens may carry an iat up to one second past the previous cut-off (issueTime),
 * so the new cut-off is at least a second after the old one. Always set it through this.
 */
export const nextTokenCutoff = (previous: Date, now: Date = new Date()) => new Date(Math.max(now.getTime(), previous.getTime() + 1000));

/**
 * What a staff account without two-factor sign-in may still call under STAFF_2FA=required:
 * enough to enrol and to leave. Everything else it is authenticated for (back-office routes,
 * and the routes shared with investors that staff use on other people's records) answers 403.
 * An allowlist, so that a new route is closed to them until someone decides otherwise.
 */
// (and to lock their own account: that only ever takes access away)
const OPEN_TO_STAFF_WITHOUT_2FA = [/^\/api\/auth\//, /^\/api\/profile\/me$/, /^\/api\/user\/logout$/, /^\/api\/account\/lock$/];

const openToStaffWithout2fa = (request: FastifyRequest) => {
  const route = request.routeOptions.url ?? '';
  return OPEN_TO_STAFF_WITHOUT_2FA.some((pattern) => pattern.test(route));
};

/**
 * The query every authenticated request runs, written once (builtStatement): building it with
 * drizzle on each request took about a fifth of the server's CPU under load. It reads the
 * (user, token) pairs of every request that reached this point in one turn of the event loop
 * (authLoader): the user, whether the token was revoked, its session row and whether two-factor
 * sign-in is on, as a flat row (mapped without drizzle's per-value checks) numbered by the
 * pair's place in the arrays. Named, so PostgreSQL parses and plans it once per connection.
 */
const pairs = sql`unnest(${param('userIds', 'uuid[]')}, ${param('jtis', 'text[]')}) with ordinality as pair(user_id, jti, n)`;
const authRows = builtStatement(
  'auth_user_sessions',
  queryBuilder
    .select({
      ...getTableColumns(users),
      pairNumber: sql<number>`pair.n::int`,
      tokenRevoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = pair.jti)`,
      sessionLastUsedAt: sessions.lastUsedAt,
      sessionEndedAt: sessions.endedAt,
      twoFactorOn: sql<boolean>`exists (select 1 from ${twoFactor} where ${twoFactor.userId} = ${users.id} and ${twoFactor.enabledAt} is not null)`,
    })
    .from(pairs)
    .innerJoin(users, eq(users.id, sql`pair.user_id`))
    .leftJoin(sessions, eq(sessions.id, sql`pair.jti`)),
);

type AuthRow = Omit<Awaited<ReturnType<typeof authRows>>[number], 'pairNumber'>;

/**
 * Every authenticated request's row, read together with those of the requests that arrive
 * with it. Under load dozens arrive between two turns of the event loop, and each read was a
 * round trip of its own: writing it to PostgreSQL's socket (waking its backend) took a quarter
 * of the server's CPU on profile/me. The batch is sent when the turn's I/O has been handled
 * (setImmediate), so a request alone is not held back; nothing is cached across batches (each
 * request sees the database as it is when its batch is read).
 */
function authLoader(db: Db) {
  return new DataLoader<{ userId: string; jti: string }, AuthRow | undefined>(
    async (keys) => {
      const rows = await authRows(db, { userIds: keys.map((k) => k.userId), jtis: keys.map((k) => k.jti) });
      const byPair: (AuthRow | undefined)[] = new Array(keys.length).fill(undefined);
      for (const { pairNumber, ...row } of rows) byPair[pairNumber - 1] = row;
      return byPair;
    },
    { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize: 200 },
  );
}

export default fp(async function auth(
  app: FastifyInstance,
  opts: { db: Db; secret: string; ttl: string; clock?: Clock; staffTwoFactor?: StaffTwoFactor; devices?: DeviceCookie },
) {
  const clock = opts.clock ?? systemClock;
  const staffTwoFactorRequired = (account: Pick<UserRow, 'role'>) =>
    (opts.staffTwoFactor ?? 'required') === 'required' && account.role !== 'investor';
  app.decorate('staffTwoFactorRequired', staffTwoFactorRequired);
  const authRowOf = authLoader(opts.db);
  await app.register(jwt, {
    secret: opts.secret,
    // pinned: a token signed with any other algorithm (none, HS512, RS256) is refused
    sign: { algorithm: 'HS256', expiresIn: opts.ttl },
    verify: {
      algorithms: ['HS256'],
      // A token's signature and claims check the same way until it expires, so each token is
      // verified once per process (fast-jwt keeps a result, under a SHA-256 of the token, no
      // longer than its exp): the HMAC and decoding were a twentieth of an API request's CPU.
      // Revocation, the session and the user's state are still read on every request.
      cache: 10_000,
    },
  });

  app.decorateRequest('account', null as unknown as UserRow);

  app.decorate(
    'issueToken',
    async (user: Pick<UserRow, 'id' | 'role'> & { tokensValidAfter?: Date }, request: FastifyRequest, deviceId?: string) => {
      const payload = tokenPayloadFor(user);
      const token = app.jwt.sign({ ...payload, iat: issueTime(user.tokensValidAfter) });
      const { iat, exp } = app.jwt.decode<TokenPayload>(token) ?? { iat: 0, exp: 0 };
      await createSession(opts.db, {
        jti: payload.jti,
        userId: user.id,
        iat,
        expiresAt: new Date(exp * 1000),
        ip: request.ip,
        browser: describeBrowser(request.headers['user-agent']),
        deviceId: deviceId ?? opts.devices?.read(request) ?? null,
      });
      return token;
    },
  );

  async function authenticate(request: FastifyRequest) {
    if (!request.headers.authorization) throw unauthorized(MSG.unauthenticated);
    let payload: z.infer<typeof payloadShape>;
    try {
      // the plugin's verifier, called directly: request.jwtVerify() wraps the same call in
      // option merging and a callback chain that cost as much again on every request
      const verified = app.jwt.verify<TokenPayload>(bearerToken(request.headers.authorization));
      payload = payloadShape.parse(verified);
      request.user = verified;
    } catch {
      throw unauthorized(MSG.sessionInvalid);
    }
    // The user, whether this very token was revoked, and its session row: one statement for
    // the requests that arrive together (authLoader). Tokens issued before sessions existed (or
    // by hand with the secret) have no row: the revocation list and the cut-off still apply.
    const row = await authRowOf.load({ userId: payload.id, jti: payload.jti });
    if (!row) throw unauthorized(MSG.sessionInvalid);
    const { tokenRevoked, sessionLastUsedAt, sessionEndedAt, twoFactorOn, ...user } = row;
    // a token's session row, when it has one (lastUsedAt is never null in a row)
    const session = sessionLastUsedAt === null ? undefined : { lastUsedAt: sessionLastUsedAt, endedAt: sessionEndedAt };
    if (
      tokenRevoked ||
      (session && session.endedAt !== null) ||
      user.deletedAt !== null ||
      !user.status ||
      // a lock ends every session; this also refuses one issued by a sign-in that was under way as it locked
      user.lockedAt !== null ||
      !issuedInTime(payload.iat, user.tokensValidAfter)
    ) {
      throw unauthorized(MSG.sessionInvalid);
    }
    request.account = user;
    if (isLocale(user.locale)) {
      request.locale = user.locale;
      adoptSavedLocale(user.locale);
    }
    const now = clock.now();
    if (session && now.getTime() - session.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS) {
      await touchSession(opts.db, payload.jti, now);
    }
    // checked here, the one place every authenticated route passes, so that no staff route
    // (nor a shared route used on someone else's record) can forget it
    if (staffTwoFactorRequired(user) && !twoFactorOn && !openToStaffWithout2fa(request)) {
      throw forbidden(STAFF_TWO_FACTOR_MSG.required);
    }
  }

  app.decorate('authenticate', async (request: FastifyRequest) => authenticate(request));

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    // rights come from the database row, never from the token's claims
    if (!roles.includes(request.account.role)) throw forbidden(MSG.forbidden);
  });

  app.decorate('requireInvestor', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.account.role !== 'investor') throw forbidden(MSG.staffNotInvestor);
  });
});
