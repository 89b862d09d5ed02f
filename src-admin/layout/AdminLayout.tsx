import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';
import { DocumentTitle } from './DocumentTitle';
import { StaffTwoFactorGate } from './StaffTwoFactorGate';

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AdminMenu} appBar={AdminAppBar}>
    <DocumentTitle />
    <StaffTwoFactorGate />
    {children}
  </Layout>
);
