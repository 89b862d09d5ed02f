/** Rows of a raw `db.execute(sql...)`, which both drivers return as `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
