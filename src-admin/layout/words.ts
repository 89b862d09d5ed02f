/** A character no message contains: where an element (a link, an address) sits in a sentence. */
const SLOT = '\uE000';

/**
 * A sentence with an element inside it, split where the element goes: `fill` writes the message
 * with the slot as the element's variable, so each language puts it where its grammar wants.
 */
export function aroundSlot(fill: (slot: string) => string): [before: string, after: string] {
  const text = fill(SLOT);
  const at = text.indexOf(SLOT);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + SLOT.length)];
}

/** A text object's word for a key that comes with the data (a resource, a field), if it has one ('constructor' is none). */
export const wordFor = (texts: object, key: string): string | undefined =>
  Object.hasOwn(texts, key) ? (texts as Record<string, string>)[key] : undefined;
