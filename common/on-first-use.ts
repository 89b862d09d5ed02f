/**
 * `make`'s value, made the first time it is asked for and kept. For what is costly to make and
 * may never be needed on a page: the browser's first Intl formatter loads its locale data, 40-75 ms
 * of a phone's main thread at load (a module-level `new Intl...` is refused by the lint).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
