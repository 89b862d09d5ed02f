import '../src/lib/zod-no-eval';
import { Admin, CustomRoutes, Resource, type ResourceProps } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import type { Role } from '../common/roles';
import { authProvider } from '../src/lib/auth/auth-provider';
import approvals from './approvals';
import audit from './audit';
import chainPayments from './chain-payments';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import deposits from './deposits';
import investments from './investments';
import kyc from './kyc';
import { AdminLayout } from './layout/AdminLayout';
import { AdminNotification } from './layout/AdminNotification';
import { NotFoundPage } from './layout/NotFoundPage';
import { PAGE_TITLE_TEXT } from './layout/texts';
import { ShowInstead } from './layout/ShowInstead';
import { i18nProvider } from './i18n/provider';
import payouts from './payouts';
import plans from './plans';
import tickets from './tickets';
import { ReconcilePage } from './reconcile/ReconcilePage';
import { CoinRatesPage } from './rates/CoinRatesPage';
import { LiabilitiesPage } from './liabilities/LiabilitiesPage';
import { PayoutBatchesPage } from './payouts/PayoutBatchesPage';
import { ReservesPage } from './reserves/ReservesPage';
import { adminTheme } from './theme';
import transactions from './transactions';
import translations from './translations';
import users from './users';
import wallets from './wallets';
import withdrawals from './withdrawals';

type ResourceViews = Omit<ResourceProps, 'name'>;

/**
 * Support staff read: lists and detail pages, nothing that edits. The
 * server refuses the rest anyway (403); here it is simply not offered.
 */
const readOnly = ({ list, show, icon, recordRepresentation }: ResourceViews): ResourceViews => ({
  list,
  show,
  icon,
  recordRepresentation,
  // an edit address leads to the detail page (react-admin would show the list without a word)
  children: show ? <Route path=":id/*" element={<ShowInstead />} /> : undefined,
});

/** Admins edit: the edit page is the record's page (no separate detail view). */
const editable = ({ show: _show, ...views }: ResourceViews): ResourceViews => views;

/**
 * The resources a role gets and the views of each: what the back office registers (and what a
 * test of one screen defines around it). Each is named in the page's language by the
 * i18nProvider (`resources.<name>.name`), not here.
 */
export function resourcesFor(role: Role | null): ResourceProps[] {
  const isAdmin = role === 'admin';
  const views = isAdmin ? editable : readOnly;
  return [
    { name: 'transactions', ...views(transactions) },
    { name: 'deposits', ...views(deposits) },
    // every payment seen on a chain: read-only for both roles, a deposit is approved on its own page
    { name: 'chain-payments', ...chainPayments },
    { name: 'withdrawals', ...views(withdrawals) },
    // the payout desk: support staff approve as admins do; only admins reject and mark paid
    { name: 'payouts', ...payouts },
    { name: 'approvals', ...approvals },
    { name: 'investments', ...views(investments) },
    { name: 'users', ...views(users) },
    // no screens of its own: read on a user's page
    { name: 'ledger' },
    // a submission is reviewed on its detail page, for both roles; only admins see the buttons
    { name: 'kyc', ...kyc },
    // the support queue: support staff answer, assign and close as admins do
    { name: 'tickets', ...tickets },
    ...(isAdmin
      ? [
          { name: 'plans', ...plans },
          { name: 'wallets', ...wallets },
          { name: 'audit', ...audit },
          // every catalogue message: an admin overrides a language's text, or resets it
          { name: 'translations', ...translations },
        ]
      : []),
  ];
}

/**
 * The legacy back-office addresses (/admin/users/edit/{id}, ...) lead to react-admin's: the edit page
 * (/admin/users/{id}) for admins, the detail page for support staff.
 */
const LegacyEditRedirect = ({ isAdmin }: { isAdmin: boolean }) => {
  const { resource = '', id = '' } = useParams();
  const path = `/admin/${encodeURIComponent(resource)}/${encodeURIComponent(id)}`;
  return <Navigate to={isAdmin ? path : `${path}/show`} replace />;
};

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
      i18nProvider={i18nProvider}
      catchAll={NotFoundPage}
      dashboard={Dashboard}
      layout={AdminLayout}
      notification={AdminNotification}
      theme={adminTheme}
      title={PAGE_TITLE_TEXT.backOffice}
      loginPage={false}
      disableTelemetry
      requireAuth
    >
      {(permissions: Role | null) => {
        const isAdmin = permissions === 'admin';
        return (
          <>
            {resourcesFor(permissions).map((resource) => (
              <Resource key={resource.name} {...resource} />
            ))}
            {isAdmin && (
              <CustomRoutes>
                <Route path="/reconcile" element={<ReconcilePage />} />
              </CustomRoutes>
            )}
            <CustomRoutes>
              {/* both roles read the rates; only admins are offered (and allowed) to set a fallback */}
              <Route path="/rates" element={<CoinRatesPage />} />
              {/* both roles read what is owed; only admins are offered (and allowed) to record what is held */}
              <Route path="/liabilities" element={<LiabilitiesPage />} />
              {/* both roles read the published snapshots; only admins are offered (and allowed) to take one */}
              <Route path="/reserves" element={<ReservesPage />} />
              {/* the payout desk's bitcoin batches: both roles read them; only admins are offered (and allowed) to sign or cancel one */}
              <Route path="/payouts/batches" element={<PayoutBatchesPage />} />
              <Route path="/:resource/edit/:id" element={<LegacyEditRedirect isAdmin={isAdmin} />} />
            </CustomRoutes>
          </>
        );
      }}
    </Admin>
  );
}
