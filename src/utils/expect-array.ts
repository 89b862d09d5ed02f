/**
 * List calls answer a JSON array; anything else is a failed call, not an empty list. The error
 * says what went wrong for the console; the screen says the list could not be loaded, in its
 * reader's language (LoadError).
 */
export function expectArray<T>(data: unknown): T[] {
  if (!Array.isArray(data)) throw new Error(`expected a JSON array, got ${data === null ? 'null' : typeof data}`);
  return data as T[];
}
