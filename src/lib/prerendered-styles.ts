import type { EmotionCache } from '@emotion/cache';

/** How scripts/prerender.mjs marks the stylesheet that holds a page's emotion class rules. */
export const PRERENDERED_CLASSES_ATTRIBUTE = 'data-prerendered-classes';

/** The emotion ids (`css-<id>`, react-select's with a label) of the class rules in `rules`, @media and other groups included. */
function classIds(rules: CSSRuleList, into: Set<string>) {
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      for (const match of rule.selectorText.matchAll(/\.css-([\w-]+)/g)) into.add(match[1]);
    } else if (rule instanceof CSSGroupingRule) {
      classIds(rule.cssRules, into);
    }
  }
  return into;
}

/**
 * Readies the browser's emotion cache for a prerendered page. The page's class rules come in a
 * stylesheet (scripts/prerender.mjs) rather than in a style tag that names them, so the cache
 * is told which are there: hydration would otherwise insert every one of them again. If the
 * stylesheet did not load, nothing is marked and emotion inserts the rules itself.
 */
export function adoptPrerenderedStyles(cache: EmotionCache): EmotionCache {
  const ids = new Set<string>();
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${PRERENDERED_CLASSES_ATTRIBUTE}]`)) {
    // a stylesheet of our own origin, so its rules can be read
    if (link.sheet) classIds(link.sheet.cssRules, ids);
  }
  for (const id of ids) cache.inserted[id] = true;
  return cache;
}
