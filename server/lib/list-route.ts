import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { contentRange, parseListQuery, type ListQuery } from './list-query';

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
  /** the repository's page of rows and the list's total */
  fetch: (query: ListQuery<F>) => Promise<{ rows: R[]; total: number }>;
  present: (row: R) => O;
}

/**
 * The one shape of every list route: parse the list query (bad input is a 400), read the
 * page, answer its place in the whole with Content-Range, and present each row.
 */
export async function sendList<F, R, O>(reply: FastifyReply, list: ListRoute<F, R, O>): Promise<O[]> {
  const query = parseListQuery(list.query, { sortable: list.sortable, filter: list.filter });
  const { rows, total } = await list.fetch(query);
  reply.header('Content-Range', contentRange(list.resource, query.range, rows.length, total));
  return rows.map(list.present);
}
