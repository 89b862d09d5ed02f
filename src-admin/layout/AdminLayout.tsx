import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';
import { DocumentTitle } from './DocumentTitle';
import { LegacyHashAddress } from './LegacyHashAddress';
import { PlaceholderWalletsBanner } from './PlaceholderWalletsBanner';
import { StaffTwoFactorGate } from './StaffTwoFactorGate';

/** The gate wraps the whole layout: its menu and pages ask nothing of the API before it opens. */
export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <StaffTwoFactorGate>
    <Layout menu={AdminMenu} appBar={AdminAppBar}>
      <DocumentTitle />
      <LegacyHashAddress />
      <PlaceholderWalletsBanner />
      {children}
    </Layout>
  </StaffTwoFactorGate>
);
