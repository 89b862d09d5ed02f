import { lazy, Suspense, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useSession } from '../lib/auth/use-session';
import { pageDirection } from '../lib/i18n/page-locale';
import { themeFor } from './theme';

// The expiry check signs out through the API client; visitors who are not signed in (the
// public pages) never download it.
const SessionExpiry = lazy(() => import('./session-expiry'));

function SessionEffects() {
  const signedIn = useSession() !== null;
  return signedIn ? (
    <Suspense fallback={null}>
      <SessionExpiry />
    </Suspense>
  ) : null;
}

/**
 * What every page has: the theme and the session's expiry check. The data layer (react-query,
 * toasts) is not here: the public pages do not need it, so the account and sign-in routes
 * bring it with their code (routes.ts, data-layout.tsx).
 */
export function ShellProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={themeFor(pageDirection())}>
      <CssBaseline />
      <SessionEffects />
      {children}
    </ThemeProvider>
  );
}
