import TrendingUp from '@mui/icons-material/TrendingUp';
import { describeTransaction, type TransactionRecord } from '../transactions/kinds';
import { TransactionEdit as InvestmentEdit } from '../transactions/TransactionEdit';
import { TransactionShow as InvestmentShow } from '../transactions/TransactionShow';
import { InvestmentList } from './InvestmentList';

export default {
  list: InvestmentList,
  edit: InvestmentEdit,
  show: InvestmentShow,
  icon: TrendingUp,
  recordRepresentation: (record: TransactionRecord) => describeTransaction(record),
};
