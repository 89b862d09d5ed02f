import type { PublicWithdrawalAddress } from '@/common/api/withdrawal-addresses';
import type { CoinSymbol } from '@/common/coins';
import type { WithdrawalAddressRow } from './repository';

export const toPublicWithdrawalAddress = (row: WithdrawalAddressRow): PublicWithdrawalAddress => ({
  _id: row.id,
  coin: row.coin as CoinSymbol,
  address: row.address,
  label: row.label,
  usable_from: row.usableFrom.toISOString(),
  createdAt: row.createdAt.toISOString(),
});
