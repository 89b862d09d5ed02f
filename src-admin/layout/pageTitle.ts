import { matchPath } from 'react-router-dom';
import { PAGE_TITLE_TEXT as T } from './texts';

/** Every back-office title ends so: 'Users · Back-office' (the investor area's read 'Profile · Northwind Capital'). */
export const documentTitle = (page: string | undefined): string => (page ? T.withPage(page) : T.backOffice);

/** The custom pages (App.tsx's CustomRoutes), by path under /admin, each with its title (read when asked). */
const CUSTOM_PAGES: Record<string, () => string> = {
  '/': () => T.dashboard,
  '/rates': () => T.rates,
  '/liabilities': () => T.liabilities,
  '/reserves': () => T.reserves,
  '/payouts/batches': () => T.batches,
  '/reconcile': () => T.reconcile,
};

/** A custom page's title, in the language of the moment; undefined for any other path. */
export const customPageTitle = (path: string): string | undefined => (Object.hasOwn(CUSTOM_PAGES, path) ? CUSTOM_PAGES[path]() : undefined);

export type AdminView =
  | { kind: 'page'; path: string }
  | { kind: 'list'; resource: string }
  | { kind: 'create'; resource: string }
  | { kind: 'record'; resource: string; id: string };

/** Which screen a path under the back-office's basename is, as react-admin routes them. */
export function adminView(path: string): AdminView {
  const clean = path.replace(/\/+$/, '') || '/';
  if (Object.hasOwn(CUSTOM_PAGES, clean)) return { kind: 'page', path: clean };
  const create = matchPath('/:resource/create', clean);
  if (create) return { kind: 'create', resource: create.params.resource! };
  const show = matchPath('/:resource/:id/show', clean) ?? matchPath('/:resource/:id', clean);
  if (show) return { kind: 'record', resource: show.params.resource!, id: show.params.id! };
  const list = matchPath('/:resource', clean);
  if (list) return { kind: 'list', resource: list.params.resource! };
  return { kind: 'page', path: clean };
}

/** 'Plans' -> 'plan', for 'New plan': English only, for a resource the texts do not name. */
export const singular = (label: string): string => label.replace(/s$/, '').toLowerCase();
