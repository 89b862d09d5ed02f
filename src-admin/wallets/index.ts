import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import type { WalletRecord } from './types';
import { WalletCreate } from './WalletCreate';
import { WalletEdit } from './WalletEdit';
import { WalletList } from './WalletList';

export default {
  list: WalletList,
  create: WalletCreate,
  edit: WalletEdit,
  icon: AccountBalanceWalletOutlined,
  recordRepresentation: (record: WalletRecord) => `${record.name} (${record.currency.toUpperCase()})`,
};
