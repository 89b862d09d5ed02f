import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminMenu } from './AdminMenu';

export const AdminLayout = ({ children }: { children: ReactNode }) => <Layout menu={AdminMenu}>{children}</Layout>;
