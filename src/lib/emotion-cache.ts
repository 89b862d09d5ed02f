import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';

/** emotion's class prefix: the prerenderer and the browser use the same, so the browser adopts the prerendered rules. */
const EMOTION_KEY = 'css';

/**
 * The emotion cache for a page's direction. Right to left, every rule is mirrored as it is
 * written (left becomes right, margins and paddings swap): MUI's and ours alike, with no
 * component knowing. The mirroring plugin is fetched only by right-to-left pages; emotion's own
 * default is the prefixer alone.
 */
export async function emotionCacheFor(direction: 'ltr' | 'rtl'): Promise<EmotionCache> {
  if (direction === 'ltr') return createCache({ key: EMOTION_KEY, stylisPlugins: [prefixer] });
  const loaded: { default: unknown } = await import('stylis-plugin-rtl');
  // a CommonJS package: under Node's own loader (the prerenderer) its export is one level deeper
  const mirrored = (
    typeof loaded.default === 'function' ? loaded.default : (loaded.default as { default: unknown }).default
  ) as typeof prefixer;
  return createCache({ key: EMOTION_KEY, stylisPlugins: [prefixer, mirrored] });
}
