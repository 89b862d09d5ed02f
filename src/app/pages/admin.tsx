import { lazy, Suspense } from 'react';
import { PageLoader } from '@/src/components/ui/page-loader';
import { RequireBackOffice } from '@/src/lib/auth/require-back-office';
import { NoAccessPage } from './no-access';
import { ERROR_PAGES_TEXT as T } from './texts';

// react-admin is fetched only once the guard has let a back-office user through. The one place
// the investor app reaches into src-admin/: the back office is mounted here, under /admin.
// eslint-disable-next-line import-x/no-restricted-paths
const AdminApp = lazy(() => import('@/src-admin/entry').then((entry) => entry.loadBackOffice()));

export function AdminRoute() {
  return (
    <RequireBackOffice noAccess={<NoAccessPage />}>
      <Suspense fallback={<PageLoader label={T.loadingBackOffice} />}>
        <AdminApp />
      </Suspense>
    </RequireBackOffice>
  );
}
