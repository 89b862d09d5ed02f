import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { describeTransaction, type TransactionRecord } from '../ui/transactions/kinds';
import { DepositEdit } from './DepositEdit';
import { DepositList } from './DepositList';
import { DepositShow } from './DepositShow';

export default {
  list: DepositList,
  edit: DepositEdit,
  show: DepositShow,
  icon: SavingsOutlined,
  recordRepresentation: (record: TransactionRecord) => describeTransaction(record),
};
