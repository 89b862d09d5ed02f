import { Outlet } from 'react-router-dom';
import { DataProvider } from './data-provider';

/** Layout route of the sign-in screens and the account: they get react-query and the toasts. */
export function DataLayout() {
  return (
    <DataProvider>
      <Outlet />
    </DataProvider>
  );
}
