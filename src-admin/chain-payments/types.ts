import type { PublicChainPayment } from '@/common/api/chain';
import type { AdminRecord } from '../dataProvider/record';

/** A payment seen on a chain, as react-admin holds it. */
export type ChainPaymentRecord = AdminRecord<PublicChainPayment>;
