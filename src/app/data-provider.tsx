import { useContext, useEffect, useState, type ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { TOP_BAR_HEIGHT } from '@/src/features/account/nav-items';
import { createQueryClient } from '../lib/query-client';
import { getSession, subscribeSession } from '../lib/auth/session';
import { ShellProvider } from './provider';

/** Toasts: top-center, 4000 ms. */
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

/**
 * Top-center, but below the top bar (the account's and the public site's are both
 * TOP_BAR_HEIGHT tall): on a phone a toast is as wide as the screen, and at notistack's own
 * 14 px from the top it covered the whole bar, menu button and all, for its 4 seconds.
 */
const TOAST_CONTAINER_CLASS = 'app-toasts-below-bar';
const toastPlacement = <GlobalStyles styles={{ [`.notistack-SnackbarContainer.${TOAST_CONTAINER_CLASS}`]: { top: TOP_BAR_HEIGHT + 8 } }} />;

/**
 * Nothing fetched for one user may be shown to the next: drop the cache when the session ends
 * or changes hands (another tab signed in as someone else). Returns the unsubscribe.
 */
function clearOnSessionChange(queryClient: QueryClient): () => void {
  let userId = getSession()?.id ?? null;
  return subscribeSession(() => {
    const next = getSession()?.id ?? null;
    if (next !== userId) queryClient.clear();
    userId = next;
  });
}

let appClient: QueryClient | undefined;
/**
 * One cache for the whole visit: the data routes' layout unmounts on a public page and mounts
 * again on the next data route, and must find what was fetched before. It watches the session
 * for as long as the page lives, also while no data route is shown.
 */
function appQueryClient(): QueryClient {
  if (!appClient) {
    appClient = createQueryClient();
    clearOnSessionChange(appClient);
  }
  return appClient;
}

/**
 * react-query and the toasts (notistack), for the screens that talk to the API. A client
 * given here (tests) is watched while mounted. Inside another DataProvider (a test that wraps
 * the whole route table) it adds nothing, so there is one cache and one toast stack.
 */
export function DataProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const outer = useContext(QueryClientContext);
  const [queryClient] = useState(() => given ?? appQueryClient());
  useEffect(() => (given ? clearOnSessionChange(given) : undefined), [given]);
  if (outer) return children;
  return (
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider
        Components={TOAST_COMPONENTS}
        maxSnack={3}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        classes={{ containerAnchorOriginTopCenter: TOAST_CONTAINER_CLASS }}
      >
        {toastPlacement}
        {children}
      </SnackbarProvider>
    </QueryClientProvider>
  );
}

/**
 * The shell with the data layer around everything: for tests that render one screen on its own.
 * (The app puts the data layer on its data routes only, data-layout.tsx.)
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <ShellProvider>
      <DataProvider queryClient={queryClient}>{children}</DataProvider>
    </ShellProvider>
  );
}
