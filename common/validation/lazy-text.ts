// Messages are written in the reader's language at the moment they are read
// (common/i18n/translate.ts). A message kept somewhere that outlives that moment (a rule built
// once at module load, a form's words) is kept as a function that reads it.

/** A message as a rule keeps it: a function that writes it now (or a fixed text). */
export type LazyText = string | (() => string);

export const readText = (text: LazyText): string => (typeof text === 'function' ? text() : text);

/**
 * A message object (defineTexts) with members that read as properties but are not a catalogue
 * message without variables: one filled with this module's constants (a limit, a minimum), or
 * another object's message under this object's name. Each getter runs when its member is read.
 */
export function withGetters<T extends object, G extends Record<string, unknown>>(
  texts: T,
  getters: { [K in keyof G]: () => G[K] },
): T & { readonly [K in keyof G]: G[K] } {
  const descriptors: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(texts);
  for (const [key, get] of Object.entries(getters) as [string, () => unknown][]) descriptors[key] = { enumerable: true, get };
  return Object.freeze(Object.defineProperties({}, descriptors)) as T & { readonly [K in keyof G]: G[K] };
}
