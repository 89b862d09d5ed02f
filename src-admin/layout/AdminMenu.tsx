import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import CurrencyBitcoin from '@mui/icons-material/CurrencyBitcoin';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import Logout from '@mui/icons-material/Logout';
import Rule from '@mui/icons-material/Rule';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { Menu, useBasename, useLogout, useSidebarState } from 'react-admin';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';
import { useRole } from '../ui/roles';
import { LAYOUT_TEXT as T, RESOURCE_LABELS as R } from './texts';

/** Log Out ends the session and goes to /login. */
const LogOutItem = () => {
  const logout = useLogout();
  const [open] = useSidebarState();
  const item = (
    <MenuItem onClick={() => logout()} aria-label={open ? undefined : T.logOut} sx={{ color: 'text.secondary' }}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Logout fontSize="small" sx={MIRRORED_IN_RTL} />
      </ListItemIcon>
      {open && <ListItemText>{T.logOut}</ListItemText>}
    </MenuItem>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={T.logOut} placement="right">
      {item}
    </Tooltip>
  );
};

/**
 * Home, Transactions and each area, then Log Out. A resource the role was not given (App.tsx)
 * has no entry: support staff see the lists they may read, nothing else.
 */
export const AdminMenu = () => {
  const { isAdmin } = useRole();
  // a custom item's `to` is a plain router path: without the basename it leaves the back-office
  // (react-admin prefixes only the items it builds itself, like the resources and Home)
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={T.home} />
      {/* each resource by our word for it, in the language of the moment (react-admin's would be App.tsx's English label) */}
      <Menu.ResourceItem name="transactions" primaryText={R.transactions} />
      <Menu.ResourceItem name="deposits" primaryText={R.deposits} />
      <Menu.ResourceItem name="chain-payments" primaryText={R['chain-payments']} />
      <Menu.ResourceItem name="withdrawals" primaryText={R.withdrawals} />
      <Menu.ResourceItem name="payouts" primaryText={R.payouts} />
      <Menu.Item to={`${basename}/payouts/batches`} primaryText={T.bitcoinBatches} leftIcon={<CurrencyBitcoin />} />
      <Menu.ResourceItem name="investments" primaryText={R.investments} />
      <Menu.ResourceItem name="users" primaryText={R.users} />
      <Menu.ResourceItem name="kyc" primaryText={R.kyc} />
      <Menu.ResourceItem name="tickets" primaryText={R.tickets} />
      <Menu.ResourceItem name="plans" primaryText={R.plans} />
      <Menu.ResourceItem name="wallets" primaryText={R.wallets} />
      <Menu.ResourceItem name="audit" primaryText={R.audit} />
      <Menu.ResourceItem name="translations" primaryText={R.translations} />
      <Menu.Item to={`${basename}/rates`} primaryText={T.coinRates} leftIcon={<CurrencyExchange />} />
      <Menu.Item to={`${basename}/liabilities`} primaryText={T.liabilities} leftIcon={<AccountBalanceOutlined />} />
      <Menu.Item to={`${basename}/reserves`} primaryText={T.proofOfReserves} leftIcon={<VerifiedOutlined />} />
      {isAdmin && <Menu.Item to={`${basename}/reconcile`} primaryText={T.reconciliation} leftIcon={<Rule />} />}
      <LogOutItem />
    </Menu>
  );
};
