import type { ReactElement } from 'react';
import { useMe } from '@/src/lib/auth/me';
import { startSession } from '@/src/lib/auth/session';
import { renderApp, renderRoutes } from '@/tests/unit/web/helpers/render-app';
import { tokenFor } from '@/tests/unit/web/helpers/token';
import { USER_ID } from '@/tests/unit/web/helpers/fixtures';

/** Signs the fixtures' investor (USER_ID) in. */
export const signInInvestor = () => startSession({ id: USER_ID, token: tokenFor('investor', { id: USER_ID }) });

/**
 * Signs the investor in and renders the real route table at `url`: for what the shell does (side
 * navigation, top bar, drawer, titles) and for the guards and redirects of the route table.
 */
export function renderAccount(url: string) {
  signInInvestor();
  return renderRoutes(url);
}

/**
 * The top bar's avatar menu reads the profile on every screen, so an invalidated profile is
 * fetched again whatever the screen; this reads it the same way, drawing nothing.
 */
function ShellProfileReader() {
  useMe();
  return null;
}

interface AccountScreenOptions {
  /** the route pattern the screen is mounted on; the url's path unless said */
  path?: string;
  /**
   * read the profile as the shell does: for a screen that does not read it itself, in a test that
   * expects it fetched again after a change (a deposit refreshes the balance)
   */
  shellReadsProfile?: boolean;
}

/**
 * Signs the investor in and renders one screen at `url` inside the app's providers, without the
 * shell or the route table (a link or redirect elsewhere shows `elsewhere` and its path). The
 * screen sits in a main landmark, as the shell puts it.
 */
export function renderAccountScreen(ui: ReactElement, url: string, { path, shellReadsProfile = false }: AccountScreenOptions = {}) {
  signInInvestor();
  return renderApp(
    <main>
      {shellReadsProfile && <ShellProfileReader />}
      {ui}
    </main>,
    { url, path },
  );
}
