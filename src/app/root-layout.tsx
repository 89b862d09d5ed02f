import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { SITE } from '../config/site';
import { routeTitle } from './route-handle';

/** Wraps every page: the document title from the route table, and scroll restoration between pages. */
export function RootLayout() {
  const title = routeTitle(useMatches());
  return (
    <>
      <title>{title ? `${title} · ${SITE.name}` : `${SITE.name} · ${SITE.tagline}`}</title>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
