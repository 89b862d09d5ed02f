import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { styled, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { createQueryClient } from '../lib/query-client';
import { subscribeSession, getSession } from '../lib/auth/session';
import { useSession } from '../lib/auth/use-session';
import { theme } from './theme';

/** SPEC.md section 9: toasts top-center, 4000 ms. */
const TOAST_DURATION_MS = 4000;

// notistack's own colours put white text on #43a047 (success) and #ff9800 (warning), below
// WCAG's 4.5:1; the theme's darker shades with their contrast text pass.
const ToastContent = styled(MaterialDesignContent)(({ theme: t }) =>
  Object.fromEntries(
    (['success', 'error', 'warning', 'info'] as const).map((variant) => {
      const background = t.palette[variant].dark;
      return [`&.notistack-MuiContent-${variant}`, { backgroundColor: background, color: t.palette.getContrastText(background) }];
    }),
  ),
);
const TOAST_COMPONENTS = { success: ToastContent, error: ToastContent, warning: ToastContent, info: ToastContent };

// The expiry check signs out through the API client; visitors who are not signed in (the
// public pages) never download it.
const SessionExpiry = lazy(() => import('./session-expiry'));

function SessionEffects({ queryClient }: { queryClient: QueryClient }) {
  const signedIn = useSession() !== null;
  // Nothing fetched for one user may be shown to the next: drop the cache when the session
  // ends or changes hands (another tab signed in as someone else).
  useEffect(() => {
    let userId = getSession()?.id ?? null;
    return subscribeSession(() => {
      const next = getSession()?.id ?? null;
      if (next !== userId) queryClient.clear();
      userId = next;
    });
  }, [queryClient]);
  return signedIn ? (
    <Suspense fallback={null}>
      <SessionExpiry />
    </Suspense>
  ) : null;
}

export function AppProvider({ children, queryClient: givenClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          Components={TOAST_COMPONENTS}
          maxSnack={3}
          autoHideDuration={TOAST_DURATION_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        >
          <SessionEffects queryClient={queryClient} />
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
