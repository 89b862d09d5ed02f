import type { RouteObject } from 'react-router-dom';

/** A child's path below its parent's, as React Router joins them ('/' + 'about' = '/about'). */
const join = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`);

/**
 * Every path the route table answers, as patterns in React Router's syntax ('/about',
 * '/account/profile', '/admin/*', '/x/:id'): each route with a path and each index route, as
 * React Router matches them (a pathless layout route adds nothing). Written to the build by
 * scripts/prerender.mjs, so that the server answers 404 to any other path without a second list.
 */
export function routePatterns(routes: readonly RouteObject[], parent = ''): string[] {
  const patterns = routes.flatMap((route) => {
    const full = route.path ? join(parent, route.path) : parent;
    const own = route.index || route.path ? [full || '/'] : [];
    return [...own, ...routePatterns(route.children ?? [], full)];
  });
  return [...new Set(patterns)];
}
