import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminMenu } from './AdminMenu';
import { StaffTwoFactorGate } from './StaffTwoFactorGate';

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AdminMenu}>
    <StaffTwoFactorGate />
    {children}
  </Layout>
);
