import { matchPath } from 'react-router-dom';

/** Every back-office title ends so: 'Users · Back-office' (the investor area's read 'Profile · Northwind Capital'). */
const BACK_OFFICE = 'Back-office';

export const documentTitle = (page: string | undefined): string => (page ? `${page} · ${BACK_OFFICE}` : BACK_OFFICE);

/** The custom pages (App.tsx's CustomRoutes), by path under /admin. */
export const CUSTOM_PAGE_TITLES: Record<string, string> = {
  '/': 'Dashboard',
  '/rates': 'Coin rates',
  '/liabilities': 'Liabilities',
  '/reserves': 'Proof of reserves',
  '/payouts/batches': 'Bitcoin batches',
  '/reconcile': 'Reconciliation',
};

/**
 * What one record is called before its name: 'User Jane Doe', 'Plan Gold Starter'. A resource
 * whose representation already says what it is (transactions: 'Deposit of $150.00 by Ann')
 * has none.
 */
export const RECORD_NOUNS: Record<string, string> = {
  users: 'User',
  plans: 'Plan',
  wallets: 'Wallet',
  kyc: 'KYC review of',
  tickets: 'Ticket',
};

export type AdminView =
  | { kind: 'page'; path: string }
  | { kind: 'list'; resource: string }
  | { kind: 'create'; resource: string }
  | { kind: 'record'; resource: string; id: string };

/** Which screen a path under the back-office's basename is, as react-admin routes them. */
export function adminView(path: string): AdminView {
  const clean = path.replace(/\/+$/, '') || '/';
  if (CUSTOM_PAGE_TITLES[clean] !== undefined) return { kind: 'page', path: clean };
  const create = matchPath('/:resource/create', clean);
  if (create) return { kind: 'create', resource: create.params.resource! };
  const show = matchPath('/:resource/:id/show', clean) ?? matchPath('/:resource/:id', clean);
  if (show) return { kind: 'record', resource: show.params.resource!, id: show.params.id! };
  const list = matchPath('/:resource', clean);
  if (list) return { kind: 'list', resource: list.params.resource! };
  return { kind: 'page', path: clean };
}

/** 'Plans' -> 'plan', for 'New plan'. */
export const singular = (label: string): string => label.replace(/s$/, '').toLowerCase();
