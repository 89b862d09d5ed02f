import './lib/zod-jitless';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/app';
import { loadCatalogueOverrides } from './app/catalogue-overrides';
import { loadPageCatalogues } from './app/page-catalogues';
import { routes } from './app/routes';
import { directionOf } from '@/common/i18n/locales';
import { setLocaleSource } from '@/common/i18n/translate';
import { emotionCacheFor } from './lib/emotion-cache';
import { sentPageLocale } from './lib/i18n/page-locale';
import { adoptPrerenderedStyles } from './lib/prerendered-styles';
import { ACCOUNT_SHELL_ATTRIBUTE } from './prerender/account-shell-attribute';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page's language is the one the server wrote it in; it holds until the page is left.
const locale = sentPageLocale(document);
setLocaleSource(() => locale);
const styles = emotionCacheFor(directionOf(locale));

const app = (hydrating: boolean, cache: EmotionCache) => (
  <StrictMode>
    <CacheProvider value={cache}>
      <App hydrating={hydrating} />
    </CacheProvider>
  </StrictMode>
);

/**
 * A prerendered sign-in page (scripts/prerender.mjs) arrives with its HTML: its lazy routes' code is
 * loaded first (their chunks are preloaded by the page), so that the first render matches the
 * HTML instead of showing the loading fallback (React Router's lazy route hydration).
 */
async function hydrate(root: HTMLElement) {
  const [, , cache] = await Promise.all([loadMatchedRoutes(), words, styles.then(adoptPrerenderedStyles)]);
  // As a transition React hydrates in slices of a few milliseconds and lets the browser in
  // between; at the default priority it is one task, which a phone spends hundreds of
  // milliseconds in, deaf to taps (Lighthouse's blocking time).
  startTransition(() => {
    hydrateRoot(root, app(true, cache));
  });
}

/** Loads the code of the routes the address matches, so that the router's first render is the page itself. */
async function loadMatchedRoutes() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy as () => Promise<object>;
      Object.assign(m.route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

/**
 * The investor area arrives as a shell (navigation, top bar, a skeleton: scripts/prerender.mjs),
 * which is not what the app renders there (the session's name, the screen): the app renders
 * over it, once the area's code is loaded, so the shell stays until the frame it stands for
 * replaces it (with the loading fallback in between, it would blink white).
 */
async function renderOverShell(root: HTMLElement) {
  const [, , cache] = await Promise.all([loadMatchedRoutes(), words, styles]);
  createRoot(root).render(app(false, cache));
}

// The page's words (and the operators' fixes to them) are fetched alongside the code of its
// routes; nothing renders before both.
const words = Promise.all([loadPageCatalogues(locale), loadCatalogueOverrides(locale)]);

// (React may put a preload <link> before it, for the logo)
if (container.querySelector(`:scope > [${ACCOUNT_SHELL_ATTRIBUTE}]`)) void renderOverShell(container);
else if (container.hasChildNodes()) void hydrate(container);
else void Promise.all([words, styles]).then(([, cache]) => createRoot(container).render(app(false, cache)));
