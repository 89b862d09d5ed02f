import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { describeTransaction, type TransactionRecord } from '../transactions/kinds';
import { TransactionEdit as DepositEdit } from '../transactions/TransactionEdit';
import { TransactionShow as DepositShow } from '../transactions/TransactionShow';
import { DepositList } from './DepositList';

export default {
  list: DepositList,
  edit: DepositEdit,
  show: DepositShow,
  icon: SavingsOutlined,
  recordRepresentation: (record: TransactionRecord) => describeTransaction(record),
};
