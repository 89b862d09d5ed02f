/**
 * The address, only when it is a web address (http or https): an explorer's address comes from
 * configuration, and a link must never run script (javascript:). Both apps link through this.
 */
export function webAddress(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
