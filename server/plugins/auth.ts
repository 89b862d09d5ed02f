import jwt from '@fastify/jwt';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { MSG } from '../../common/messages';
import type { Role } from '../../common/roles';
import type { Db } from '../db/client';
import { revokedTokens, users, type UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

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
    payload: Omit<TokenPayload, 'iat' | 'exp'>;
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
    /** signs a token for a user (login, password change) */
    issueToken: (user: Pick<UserRow, 'id' | 'role'>) => string;
  }
}

const payloadShape = z.object({
  id: z.uuid(),
  jti: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
});

export const tokenPayloadFor = (user: Pick<UserRow, 'id' | 'role'>): Omit<TokenPayload, 'iat' | 'exp'> => ({
  id: user.id,
  isAdmin: user.role === 'admin',
  role: user.role,
  jti: crypto.randomUUID(),
});

/**
 * Is a token issued at `iat` (seconds) still good for a user whose tokens were cut off at
 * `validAfter`? Compared in whole seconds, as iat is; the token that asked for the cut-off
 * is revoked by its jti, so the same-second window only spares tokens issued just after.
 */
export const issuedInTime = (iat: number, validAfter: Date) => iat >= Math.floor(validAfter.getTime() / 1000);

export default fp(async function auth(app: FastifyInstance, opts: { db: Db; secret: string; ttl: string }) {
  await app.register(jwt, {
    secret: opts.secret,
    // pinned: a token signed with any other algorithm (none, HS512, RS256) is refused
    sign: { algorithm: 'HS256', expiresIn: opts.ttl },
    verify: { algorithms: ['HS256'] },
  });

  app.decorateRequest('account', null as unknown as UserRow);

  app.decorate('issueToken', (user: Pick<UserRow, 'id' | 'role'>) => app.jwt.sign(tokenPayloadFor(user)));

  async function authenticate(request: FastifyRequest) {
    if (!request.headers.authorization) throw unauthorized(MSG.unauthenticated);
    let payload: z.infer<typeof payloadShape>;
    try {
      payload = payloadShape.parse(await request.jwtVerify<TokenPayload>());
    } catch {
      throw unauthorized(MSG.sessionInvalid);
    }
    // One round trip: the user and whether this very token was revoked.
    const [row] = await opts.db
      .select({
        user: users,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${payload.jti})`,
      })
      .from(users)
      .where(eq(users.id, payload.id));
    if (
      !row ||
      row.revoked ||
      row.user.deletedAt !== null ||
      !row.user.status ||
      !issuedInTime(payload.iat, row.user.tokensValidAfter)
    ) {
      throw unauthorized(MSG.sessionInvalid);
    }
    request.account = row.user;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => authenticate(request));

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    // rights come from the database row, never from the token's claims
    if (!roles.includes(request.account.role)) throw forbidden(MSG.forbidden);
  });
});
