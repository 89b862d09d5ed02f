import TrendingUp from '@mui/icons-material/TrendingUp';
import { describeTransaction, type TransactionRecord } from '../ui/transactions/kinds';
import { InvestmentEdit } from './InvestmentEdit';
import { InvestmentList } from './InvestmentList';
import { InvestmentShow } from './InvestmentShow';

export default {
  list: InvestmentList,
  edit: InvestmentEdit,
  show: InvestmentShow,
  icon: TrendingUp,
  recordRepresentation: (record: TransactionRecord) => describeTransaction(record),
};
