import type { ReactNode } from 'react';
import { Show, SimpleShowLayout } from 'react-admin';
import { ShowLoadError, loadErrorProps } from '../LoadError';
import { TransactionTitle } from './TransactionEditView';

/** A deposit's, withdrawal's or investment's read-only detail page (support staff). */
export const TransactionShowView = ({ children }: { children: ReactNode }) => (
  <Show title={<TransactionTitle />} {...loadErrorProps} error={<ShowLoadError />} actions={false}>
    <SimpleShowLayout>{children}</SimpleShowLayout>
  </Show>
);
