import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/routes';
import { prerenderedStylesCache } from './lib/prerendered-styles';

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
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy as () => Promise<object>;
      Object.assign(m.route, { ...(await lazy()), lazy: undefined });
    }),
  );
  // As a transition React hydrates in slices of a few milliseconds and lets the browser in
  // between; at the default priority it is one task, which a phone spends hundreds of
  // milliseconds in, deaf to taps (Lighthouse's blocking time).
  const cache = prerenderedStylesCache();
  startTransition(() => {
    hydrateRoot(root, <CacheProvider value={cache}>{app(true)}</CacheProvider>);
  });
}

if (container.hasChildNodes()) void hydrate(container);
else createRoot(container).render(app(false));
