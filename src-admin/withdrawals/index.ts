import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { describeTransaction, type TransactionRecord } from '../ui/transactions/kinds';
import { WithdrawalEdit } from './WithdrawalEdit';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawalShow } from './WithdrawalShow';

export default {
  list: WithdrawalList,
  edit: WithdrawalEdit,
  show: WithdrawalShow,
  icon: PaymentsOutlined,
  recordRepresentation: (record: TransactionRecord) => describeTransaction(record),
};
