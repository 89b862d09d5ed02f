import type { Db } from '@/server/db/client';

/**
 * Every statement the app sends through drizzle from here on, by text: a logger put on the
 * database's session (transactions copy its options). The authentication's query is one of them.
 */
export function recordStatements(db: Db) {
  const seen: string[] = [];
  const logger = { logQuery: (query: string) => void seen.push(query) };
  const session = (db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  session.logger = logger;
  session.options.logger = logger;
  return seen;
}

/** The authentication's statement (server/plugins/auth.ts: one per batch of requests). */
export const isAuthentication = (query: string) => /^select .* from unnest\(.*\) with ordinality as pair.* inner join "users"/s.test(query);
