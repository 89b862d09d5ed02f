import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { describeTransaction, type TransactionRecord } from '../transactions/kinds';
import { TransactionEdit as WithdrawalEdit } from '../transactions/TransactionEdit';
import { TransactionShow as WithdrawalShow } from '../transactions/TransactionShow';
import { WithdrawalList } from './WithdrawalList';

export default {
  list: WithdrawalList,
  edit: WithdrawalEdit,
  show: WithdrawalShow,
  icon: PaymentsOutlined,
  recordRepresentation: (record: TransactionRecord) => describeTransaction(record),
};
