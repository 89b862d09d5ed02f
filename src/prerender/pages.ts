/**
 * The public pages built to HTML at build time (scripts/prerender.mjs), with the source
 * modules of their lazy routes: the page preloads their chunks, so hydration does not wait
 * for the entry to ask for them.
 */
export const PRERENDERED_PAGES: { path: string; modules: string[] }[] = [
  ...['home', 'about', 'services', 'contact', 'terms', 'privacy'].map((page) => ({
    path: page === 'home' ? '/' : `/${page}`,
    modules: ['src/components/layouts/public-layout.tsx', `src/app/pages/${page}.tsx`],
  })),
  ...['login', 'signup', 'forgot-password'].map((page) => ({
    path: `/${page}`,
    // the form too: it is in the HTML, and its code is what hydrates it
    modules: ['src/app/data-layout.tsx', `src/app/pages/${page}.tsx`, `src/features/auth/components/${page}-form.tsx`],
  })),
];

/** The file under dist/prerendered/ that holds a page (the server maps paths to them the same way). */
export const prerenderedFile = (path: string) => `${path === '/' ? 'index' : path.slice(1)}.html`;
