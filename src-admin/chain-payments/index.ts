import CurrencyBitcoin from '@mui/icons-material/CurrencyBitcoin';
import { ChainPaymentList } from './ChainPaymentList';
import { ChainPaymentShow, describeChainPayment } from './ChainPaymentShow';
import type { ChainPaymentRecord } from './types';

// every payment seen on a chain; a list and a detail page, read-only for both roles
export default {
  list: ChainPaymentList,
  show: ChainPaymentShow,
  icon: CurrencyBitcoin,
  recordRepresentation: (record: ChainPaymentRecord) => describeChainPayment(record),
};
