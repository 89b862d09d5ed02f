import { lazy, Suspense } from 'react';
import { PageLoader } from '@/src/components/ui/page-loader';
import { RequireBackOffice } from '@/src/lib/auth/require-back-office';
import { NoAccessPage } from './no-access';

// react-admin is fetched only once the guard has let a back-office user through. The one place
// the investor app reaches into src-admin/: the back office is mounted here, under /admin.
// eslint-disable-next-line import-x/no-restricted-paths
const AdminApp = lazy(() => import('@/src-admin/App'));

export function AdminRoute() {
  return (
    <RequireBackOffice noAccess={<NoAccessPage />}>
      <Suspense fallback={<PageLoader label="Loading the back-office" />}>
        <AdminApp />
      </Suspense>
    </RequireBackOffice>
  );
}
