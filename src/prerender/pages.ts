import { ACCOUNT_BASE } from '../config/account-base';

/** Where a prerendered page is, and the source modules of its lazy routes in the app. */
interface PageModules {
  path: string;
  modules: string[];
}

/**
 * The marketing pages: prerendered HTML that is not hydrated (src/public-page.ts is their only
 * script). The app still shows them itself after a sign-in page; its files are cut by these
 * modules (scripts/public-chunks.ts), so that they do not share one with react-query.
 */
export const MARKETING_PAGES: PageModules[] = ['home', 'about', 'services', 'contact', 'terms', 'privacy'].map((page) => ({
  path: page === 'home' ? '/' : `/${page}`,
  modules: ['src/components/layouts/public-layout.tsx', `src/app/pages/${page}.tsx`],
}));

/**
 * The page's words in its language (src/app/page-catalogues.ts): nothing hydrates or renders
 * before them, so a prerendered page that runs the app preloads them. Apart from the modules
 * below, which the build groups into the pages' own chunks (scripts/public-chunks.ts): each
 * language stays its own chunk, and a page preloads only its own.
 */
export const pageCatalogues = (locale: string): string[] => [`common/i18n/catalogues/${locale}.json`, `src/i18n/catalogues/${locale}.json`];

/**
 * The sign-in pages, prerendered and then hydrated by the app, with the source modules of their
 * lazy routes: the page preloads their chunks, so hydration does not wait for the entry to ask for them.
 */
export const HYDRATED_PAGES: PageModules[] = ['login', 'signup', 'forgot-password'].map((page) => ({
  path: `/${page}`,
  // the form too: it is in the HTML, and its code is what hydrates it
  modules: ['src/app/data-layout.tsx', `src/app/pages/${page}.tsx`, `src/features/auth/components/${page}-form.tsx`],
}));

/**
 * The investor area's shell (account-shell.tsx), served for every known path below /account: the
 * server finds it as `shell/<area>.html` in each language's folder (server/plugins/spa.ts). Its scripts are the app's, with
 * the modules of the area's frame preloaded; the screen's own chunk comes as the app asks for it.
 */
export const ACCOUNT_SHELL_PAGE = {
  file: `shell${ACCOUNT_BASE}.html`,
  modules: ['src/app/data-layout.tsx', 'src/app/pages/account/layout.tsx'],
};

/** The marketing pages' script, by its source (its built file is found in the build's manifest). */
export const MARKETING_SCRIPT = 'src/public-page.ts';

/**
 * The file that holds a page, in its language's folder under dist/prerendered/
 * (common/prerendered-pages.ts; the server maps paths to them the same way).
 */
export const prerenderedFile = (path: string) => `${path === '/' ? 'index' : path.slice(1)}.html`;
