import type { UIMatch } from 'react-router-dom';

/** What routes in src/app/routes.ts may carry in `handle`. */
export interface RouteHandle {
  /** Read when the page shows, not when the table is built: the words follow the page's language. */
  title?: () => string;
}

/** The deepest matched route's title. */
export function routeTitle(matches: UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i].handle as RouteHandle | undefined)?.title?.();
    if (title) return title;
  }
  return undefined;
}
