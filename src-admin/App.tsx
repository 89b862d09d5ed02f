import { Admin, Resource } from 'react-admin';
import { authProvider } from '../src/lib/auth/auth-provider';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { adminTheme } from './theme';
import users from './users';

/**
 * The back-office under /admin. Loaded lazily, and only after the web app's back-office guard;
 * sign-in happens on the web app's /login, so react-admin's own login page is off.
 */
export default function AdminApp() {
  return (
    <Admin
      basename="/admin"
      authProvider={authProvider}
      dataProvider={dataProvider}
      dashboard={Dashboard}
      theme={adminTheme}
      title="Back-office"
      loginPage={false}
      disableTelemetry
      requireAuth
    >
      <Resource name="users" {...users} />
    </Admin>
  );
}
