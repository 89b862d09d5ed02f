import { startSession } from '@/src/lib/auth/session';
import { renderApp } from '@/tests/unit/web/helpers/render-app';
import { tokenFor } from '@/tests/unit/web/helpers/token';
import { USER_ID } from './fixtures';

/** Signs the investor in and renders the real route table at `path`. */
export function renderAccount(path: string) {
  startSession({ id: USER_ID, token: tokenFor('investor', { id: USER_ID }) });
  return renderApp(path);
}
