import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { contentRange, isLowerBound, LOWER_BOUND_HEADER, parseListQuery, type ListQuery } from './list-query';

declare module 'fastify' {
  interface FastifyInstance {
    /** LIST_COUNT_CAP: lists count their rows up to this many (default DEFAULT_COUNT_CAP) */
    listCountCap?: number;
  }
}

/** A list request's raw ra-data-simple-rest parameters (each a JSON string). */
export interface RawListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface ListRoute<F, R, O> {
  /** the name Content-Range carries (`profile 0-24/319`) */
  resource: string;
  query: RawListQuery;
  sortable: readonly string[];
  filter: z.ZodType<F>;
  /** the repository's page of rows and the list's total (capped unless `exact`: see server/lib/paginate.ts) */
  fetch: (query: ListQuery<F>) => Promise<{ rows: R[]; total: number; exact?: boolean }>;
  present: (row: R) => O;
}

/**
 * The one shape of every list route: parse the list query (bad input is a 400), read the
 * page, answer its place in the whole with Content-Range (and say when the total is only
 * where counting stopped), and present each row.
 */
export async function sendList<F, R, O>(reply: FastifyReply, list: ListRoute<F, R, O>): Promise<O[]> {
  // reply.server is absent only in unit tests that fake the reply
  const countCap = (reply.server as FastifyReply['server'] | undefined)?.listCountCap;
  const query = parseListQuery(list.query, { sortable: list.sortable, filter: list.filter, countCap });
  const { rows, total, exact } = await list.fetch(query);
  reply.header('Content-Range', contentRange(list.resource, query.range, rows.length, total));
  if (!exact && isLowerBound(query, total)) reply.header(LOWER_BOUND_HEADER, 'true');
  return rows.map(list.present);
}
