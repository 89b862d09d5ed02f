import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

/**
 * `hydrating`: the router takes over a prerendered page. It is then told so (hydration data,
 * empty: no route has a loader), which keeps ScrollRestoration from scrolling to the top on
 * its first render: a visitor who scrolled while the page's scripts were loading stays where
 * they are (without it, React Router resets the scroll of a first render with no saved position).
 */
export function AppRouter({ hydrating }: { hydrating: boolean }) {
  const [router] = useState(() => createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined));
  return <RouterProvider router={router} />;
}
