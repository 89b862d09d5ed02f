import type { Locale } from '@/common/i18n/locales';
import { setOverrides, type CatalogueJson } from '@/common/i18n/translate';

/** How long a page waits for the overrides before it renders with the shipped words. */
const WAIT_MS = 3000;

/** `{ area: { key: text } }`, as GET /api/i18n/overrides/{locale} answers (checked by hand: zod is not in the first chunk). */
function isCatalogue(value: unknown): value is CatalogueJson {
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  return isRecord(value) && Object.values(value).every((area) => isRecord(area) && Object.values(area).every((t) => typeof t === 'string'));
}

/**
 * The operators' wordings of messages in the page's language (the back office's translations),
 * written instead of the shipped ones from then on: loaded alongside the page's catalogues. A
 * failure of any kind (offline, slow, refused, not JSON) leaves the shipped words.
 */
export async function loadCatalogueOverrides(locale: Locale): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), WAIT_MS);
  try {
    // the API's address (src/lib/api-client.ts), without loading its clients into the first chunk
    const res = await fetch(`/api/i18n/overrides/${encodeURIComponent(locale)}`, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!res.ok) return;
    const overrides: unknown = await res.json();
    if (isCatalogue(overrides)) setOverrides(locale, overrides);
  } catch {
    // the shipped words stay
  } finally {
    clearTimeout(timer);
  }
}
