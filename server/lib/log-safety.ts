import type { FastifyRequest } from 'fastify';

// What the log may hold about a failure: its class, its code and where it happened. A failed
// query used to log the query's parameters (argon2 hashes and e-mails on sign-up, every KYC
// field and both documents' bytes), because drizzle's DrizzleQueryError carries `params` and
// puts them in its message and stack, and PostgreSQL errors quote values in `detail`/`where`.

export interface SafeError {
  type: string;
  code?: string;
  /** a database error's constraint name: schema, not data */
  constraint?: string;
  message: string;
  stack: string;
  cause?: SafeError;
  [key: string]: unknown;
}

/** What stands for the text of an error from the database. */
const WITHHELD = 'database error: text withheld from the log (it may quote query values)';

const MAX_MESSAGE = 500;
const MAX_CAUSES = 5;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** An error from the database layer, whose text may quote the values of a query. */
function isDatabaseError(e: Record<string, unknown>): boolean {
  const name = typeof e.name === 'string' ? e.name : '';
  const code = typeof e.code === 'string' ? e.code : '';
  return (
    name === 'DrizzleQueryError' ||
    'params' in e ||
    'query' in e ||
    'detail' in e ||
    'where' in e ||
    // SQLSTATE: five digits/capitals (23505, 22P02, 57P01...)
    /^[0-9A-Z]{5}$/.test(code)
  );
}

/** The class (drizzle's DrizzleQueryError leaves `name` at 'Error'), else the name. */
function typeName(e: Record<string, unknown>): string {
  const ctor = (e.constructor as { name?: unknown } | undefined)?.name;
  if (typeof ctor === 'string' && ctor && ctor !== 'Object' && ctor !== 'Error') return ctor;
  return typeof e.name === 'string' && e.name ? e.name : 'Error';
}

function causes(err: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  let e: unknown = err;
  while (isObject(e) && chain.length < MAX_CAUSES && !chain.includes(e)) {
    chain.push(e);
    e = e.cause;
  }
  return chain;
}

/**
 * pino's `err` serializer: class and code always; message and stack only when nothing in the
 * cause chain comes from the database (their text then quotes no query), shortened.
 */
export function safeError(err: unknown): SafeError {
  if (!isObject(err)) return { type: typeof err, message: '', stack: '' };
  const chain = causes(err);
  const textIsSafe = !chain.some(isDatabaseError);
  const describe = (e: Record<string, unknown>): SafeError => ({
    type: typeName(e),
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: String(e.code) } : {}),
    ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
    message: textIsSafe ? String(e.message ?? '').slice(0, MAX_MESSAGE) : WITHHELD,
    stack: textIsSafe && typeof e.stack === 'string' ? e.stack : '',
  });
  const described = chain.map(describe);
  for (let i = described.length - 2; i >= 0; i--) described[i].cause = described[i + 1];
  return described[0];
}

/** pino's `req` serializer: the path without its query string (reset links, searches), never headers. */
export function safeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: (req.url ?? '').split('?')[0],
    route: req.routeOptions?.url,
    remoteAddress: req.ip,
  };
}

/** Belt and braces for anything that logs a request or its headers by hand. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'headers.authorization',
  'headers.cookie',
  'body',
  'password',
  'password_hash',
  'passwordHash',
  'token',
  'accessToken',
  // two-factor sign-in: the TOTP secret, codes, recovery codes and the sign-in challenge
  'secret',
  'code',
  'recovery_codes',
  'challenge',
  'res.headers["set-cookie"]',
];
