import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/app';
import { loadPageCatalogues } from './app/page-catalogues';
import { routes } from './app/routes';
import { prerenderedStylesCache } from './lib/prerendered-styles';
import { ACCOUNT_SHELL_ATTRIBUTE } from './prerender/account-shell-attribute';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (hydrating: boolean) => (
  <StrictMode>
    <App hydrating={hydrating} />
  </StrictMode>
);

/**
 * A prerendered sign-in page (scripts/prerender.mjs) arrives with its HTML: its lazy routes' code is
 * loaded first (their chunks are preloaded by the page), so that the first render matches the
 * HTML instead of showing the loading fallback (React Router's lazy route hydration).
 */
async function hydrate(root: HTMLElement) {
  await Promise.all([loadMatchedRoutes(), words]);
  // As a transition React hydrates in slices of a few milliseconds and lets the browser in
  // between; at the default priority it is one task, which a phone spends hundreds of
  // milliseconds in, deaf to taps (Lighthouse's blocking time).
  const cache = prerenderedStylesCache();
  startTransition(() => {
    hydrateRoot(root, <CacheProvider value={cache}>{app(true)}</CacheProvider>);
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
  await Promise.all([loadMatchedRoutes(), words]);
  createRoot(root).render(app(false));
}

// The page's words are fetched alongside the code of its routes; nothing renders before both.
// (The pages are in English until the language switcher comes.)
const words = loadPageCatalogues('en');

// (React may put a preload <link> before it, for the logo)
if (container.querySelector(`:scope > [${ACCOUNT_SHELL_ATTRIBUTE}]`)) void renderOverShell(container);
else if (container.hasChildNodes()) void hydrate(container);
else void words.then(() => createRoot(container).render(app(false)));
