import type { Json } from './httpClient';

export type PayloadBuilder = (data: Json, previous: Json | undefined) => Json;

/** Where one react-admin resource lives under /api, and what its writes may send. */
export interface ResourceApi {
  /**
   * GET: the collection (getList, getMany, getManyReference). A `{key}` in it is taken from
   * the filter (a user's ledger lives at profile/{userid}/ledger).
   */
  list: string;
  /** GET `${one}/{id}` (getOne); without it getOne reads the list filtered by id */
  one?: string;
  /** POST (create) */
  create?: string;
  /** PUT `${update}/{id}` */
  update?: string;
  /** DELETE `${remove}/{id}` */
  remove?: string;
  /** filter always sent, whatever the screen asks (deposits are transactions of type deposit) */
  fixedFilter?: Json;
  /** whether the list accepts `filter={"id":[...]}`; otherwise getMany reads each record */
  idFilter: boolean;
  /** the body of a create */
  createPayload?: PayloadBuilder;
  /** the body of an update */
  updatePayload?: PayloadBuilder;
}

const sameValue = (a: unknown, b: unknown) =>
  typeof a === 'object' || typeof b === 'object' ? JSON.stringify(a) === JSON.stringify(b) : a === b;

/** Keeps the allowed keys; with `previous`, only those whose value changed. */
export const pick =
  (keys: readonly string[], always: readonly string[] = []): PayloadBuilder =>
  (data, previous) => {
    const out: Json = {};
    for (const key of keys) {
      if (!(key in data) || data[key] === undefined) continue;
      if (previous && !always.includes(key) && sameValue(previous[key], data[key])) continue;
      out[key] = data[key];
    }
    return out;
  };
