// Built with `vite build --ssr` and run by scripts/prerender.mjs (never shipped to browsers):
// renders one public page to HTML with its critical CSS, as hydration will render it.
import './all-catalogues';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ShellProvider } from '../app/provider';
import { routes } from '../app/routes';
import { SITE } from '../config/site';
import { ACCOUNT_BASE } from '../config/account-base';
import { ACCOUNT_SECTIONS } from '../config/account-sections';
import { directionOf, type Locale } from '@/common/i18n/locales';
import { currentLocale, setLocaleSource } from '@/common/i18n/translate';
import { emotionCacheFor } from '../lib/emotion-cache';
import { AccountShell } from './account-shell';
import { routePatterns } from './route-patterns';

/** lazy components inside lazy components: one more level each pass */
const MAX_PASSES = 4;

export { HYDRATED_PAGES, MARKETING_PAGES, MARKETING_SCRIPT, prerenderedFile } from './pages';
export { PRERENDERED_CLASSES_ATTRIBUTE } from '../lib/prerendered-styles';
export { ACCOUNT_SHELL_PAGE, pageCatalogues } from './pages';
export { directionOf, LOCALES } from '@/common/i18n/locales';
export { localizedPath } from '@/common/i18n/locale-choice';
export { APP_PAGE_FILE, localeFolder } from '@/common/prerendered-pages';

/** Every path the app has a page at (the server answers 404 to the others). */
export const ROUTE_PATTERNS = routePatterns(routes);

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

/** A public page as prerendered: its body (inside #root), its title and its emotion styles. */
export interface RenderedPage {
  html: string;
  title: string;
  /** the <Global> styles' tags, for the head */
  globalStyles: string;
  /** the rules of the page's emotion classes, for a stylesheet of their own */
  classCss: string;
}

/** The page at `path`, written in `locale`. */
export async function render(path: string, locale: Locale): Promise<RenderedPage> {
  setLocaleSource(() => locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path}: the router answered a redirect (${context.status})`);
  if (context.statusCode !== 200) throw new Error(`${path}: the router answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderTree(path, <StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/**
 * The investor area's shell (account-shell.tsx): drawn by the server for every path below
 * /account before any script or data, then rendered over by the app (src/main.tsx).
 */
export function renderAccountShell(locale: Locale): Promise<RenderedPage> {
  setLocaleSource(() => locale);
  return renderTree(
    ACCOUNT_BASE,
    <StaticRouter location={ACCOUNT_BASE}>
      <title>{`${ACCOUNT_SECTIONS.home.title} · ${SITE.name}`}</title>
      <AccountShell />
    </StaticRouter>,
  );
}

async function renderTree(path: string, tree: ReactNode): Promise<RenderedPage> {
  // the browser's emotion cache is the same (key and plugins), so it adopts these styles instead of inserting them again
  const cache = await emotionCacheFor(directionOf(currentLocale()));
  const emotion = createEmotionServer(cache);
  const page = (
    <StrictMode>
      <CacheProvider value={cache}>
        <ShellProvider>{tree}</ShellProvider>
      </CacheProvider>
    </StrictMode>
  );
  // prerender (not renderToString) waits for lazy components. A component that was still loading
  // comes as a fallback plus an inline script that swaps it in, which the CSP blocks: each pass
  // loads the lazy components it meets, and the page is rendered again until none is left. React
  // also moves a large finished boundary out of line (with a script): progressiveChunkSize stops it.
  let html = '';
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    html = await streamToString((await prerenderToNodeStream(page, { progressiveChunkSize: Number.POSITIVE_INFINITY })).prelude);
    if (!html.includes('<script')) break;
    if (pass === MAX_PASSES)
      throw new Error(
        `${path}: the HTML still holds a script after ${pass} passes: ${html.slice(html.indexOf('<script'), html.indexOf('<script') + 200)}`,
      );
  }
  // React puts the page's <title> first; it belongs in the head
  let title = '';
  html = html.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = text;
    return '';
  });
  const { styles: chunks } = emotion.extractCriticalToChunks(html);
  const classes = chunks.find((chunk) => chunk.key === cache.key) ?? { key: cache.key, ids: [], css: '' };
  const globals = chunks.filter((chunk) => chunk !== classes);
  return {
    html,
    title,
    // a <Global> that unmounts removes its own tag, which it could not do to a shared file
    globalStyles: emotion.constructStyleTagsFromChunks({ html, styles: globals }),
    classCss: classes.css,
  };
}
