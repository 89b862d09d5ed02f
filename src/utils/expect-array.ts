/** List calls answer a JSON array; anything else is a failed call, not an empty list. */
export function expectArray<T>(data: unknown, what: string): T[] {
  if (!Array.isArray(data)) throw new Error(`Unexpected answer while loading ${what}`);
  return data as T[];
}
