/**
 * The back-office areas only admins open (App.tsx registers them for admins alone), by the
 * first part of their address, with the name a page says them by.
 */
export const ADMIN_ONLY_AREAS: Readonly<Record<string, string>> = {
  plans: 'Plans',
  wallets: 'Wallets',
  audit: 'The audit log',
  reconcile: 'Reconciliation',
};
