import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { describeTransaction } from '../ui/transactions/kinds';
import { PayoutDesk } from './PayoutDesk';
import type { PayoutRecord } from './review';

// the payout desk: a list only; a row opens the withdrawal's own page
export default {
  list: PayoutDesk,
  icon: RequestQuoteOutlined,
  recordRepresentation: (record: PayoutRecord) => describeTransaction(record),
};
