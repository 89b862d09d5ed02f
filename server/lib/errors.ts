/** An error with an HTTP status that the error handler turns into the API's error shape. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: { field: string; message: string }[]) => new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);

/** Postgres unique_violation, as both drivers report it (possibly wrapped by drizzle). */
export const isUniqueViolation = (err: unknown): boolean => pgErrorCode(err) === '23505';
/** Postgres foreign_key_violation (a row that others still refer to). */
export const isForeignKeyViolation = (err: unknown): boolean => pgErrorCode(err) === '23503';
/** Postgres check_violation (a balance that would go below zero). */
export const isCheckViolation = (err: unknown): boolean => pgErrorCode(err) === '23514';

/** A Postgres error's SQLSTATE, as both drivers report it (possibly wrapped by drizzle). */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
