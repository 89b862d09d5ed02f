import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { AppProvider } from '@/src/app/data-provider';
import { routes as appRoutes } from '@/src/app/routes';

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Where a test starts: the address it opens (`url`) and the route pattern the screen is mounted on (`path`, the url unless said). */
export interface RenderAt {
  url?: string;
  path?: string;
}

function renderRouter(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = testQueryClient();
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const location = () => router.state.location;
  return { ...utils, router, location, queryClient };
}

/**
 * Renders one screen or feature inside the app's providers (theme, react-query, toasts) and a
 * router at `url`, with the screen on `path`; any other address renders its path, so a test sees
 * where a link or a redirect led.
 */
export function renderApp(ui: ReactElement, { url = '/', path = url.split(/[?#]/)[0] }: RenderAt = {}) {
  return renderRouter(
    [
      { path, element: ui },
      { path: '*', Component: WhereAmI },
    ],
    url,
  );
}

/** What a test's router shows at any address but the screen's: the path, so a test sees where a link or redirect led. */
export function WhereAmI() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

/** Renders the real route table (or the given one) at `url`: for tests of navigation between screens. */
export function renderRoutes(url: string, routes: RouteObject[] = appRoutes) {
  return renderRouter(routes, url);
}
