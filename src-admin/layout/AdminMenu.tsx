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
import { useRole } from '../ui/roles';

/** Log Out ends the session and goes to /login. */
const LogOutItem = () => {
  const logout = useLogout();
  const [open] = useSidebarState();
  const item = (
    <MenuItem onClick={() => logout()} aria-label={open ? undefined : 'Log Out'} sx={{ color: 'text.secondary' }}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Logout fontSize="small" />
      </ListItemIcon>
      {open && <ListItemText>Log Out</ListItemText>}
    </MenuItem>
  );
  return open ? (
    item
  ) : (
    <Tooltip title="Log Out" placement="right">
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
      <Menu.DashboardItem primaryText="Home" />
      <Menu.ResourceItem name="transactions" />
      <Menu.ResourceItem name="deposits" />
      <Menu.ResourceItem name="chain-payments" />
      <Menu.ResourceItem name="withdrawals" />
      <Menu.ResourceItem name="payouts" />
      <Menu.Item to={`${basename}/payouts/batches`} primaryText="Bitcoin batches" leftIcon={<CurrencyBitcoin />} />
      <Menu.ResourceItem name="investments" />
      <Menu.ResourceItem name="users" />
      <Menu.ResourceItem name="kyc" />
      <Menu.ResourceItem name="tickets" />
      <Menu.ResourceItem name="plans" />
      <Menu.ResourceItem name="wallets" />
      <Menu.ResourceItem name="audit" />
      <Menu.Item to={`${basename}/rates`} primaryText="Coin rates" leftIcon={<CurrencyExchange />} />
      <Menu.Item to={`${basename}/liabilities`} primaryText="Liabilities" leftIcon={<AccountBalanceOutlined />} />
      <Menu.Item to={`${basename}/reserves`} primaryText="Proof of reserves" leftIcon={<VerifiedOutlined />} />
      {isAdmin && <Menu.Item to={`${basename}/reconcile`} primaryText="Reconciliation" leftIcon={<Rule />} />}
      <LogOutItem />
    </Menu>
  );
};
