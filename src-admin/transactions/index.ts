import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { describeTransaction, type TransactionRecord } from '../ui/transactions/kinds';
import { TransactionEdit } from './TransactionEdit';
import { TransactionList } from './TransactionList';
import { TransactionShow } from './TransactionShow';

export default {
  list: TransactionList,
  edit: TransactionEdit,
  show: TransactionShow,
  icon: ReceiptLong,
  recordRepresentation: (record: TransactionRecord) => describeTransaction(record),
};
