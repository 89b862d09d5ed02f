import type { PublicChainPayment } from '@/common/api/chain';
import { formatUnits } from '@/common/chain/amounts';
import { CHAIN_COINS, isDepositFlag, type ChainPaymentStatus } from '@/common/chain/coins';
import type { CoinSymbol } from '@/common/coins';
import { fromCents } from '@/common/money';
import type { ChainPaymentView } from './repository';
import { trimRate } from './prices';
import type { ChainDeposits } from './service';

export function toPublicChainPayment(p: ChainPaymentView, chain: ChainDeposits): PublicChainPayment {
  const coin = p.coin as CoinSymbol;
  const { decimals } = CHAIN_COINS[coin];
  return {
    _id: p.id,
    coin,
    txid: p.txid,
    output_index: p.outputIndex,
    address: p.address,
    coin_amount: formatUnits(BigInt(p.units), decimals),
    confirmations: p.confirmations,
    required_confirmations: chain.requiredConfirmations(coin),
    status: p.status as ChainPaymentStatus,
    block_number: p.blockNumber,
    transaction_id: p.transactionId ?? p.depositTransactionId,
    userid: p.userId,
    user_email: p.userEmail,
    user_name: p.userName,
    quoted_coin_amount: p.quoteUnits === null ? null : formatUnits(BigInt(p.quoteUnits), decimals),
    quoted_amount: p.quotedCents === null ? null : fromCents(p.quotedCents),
    credited_amount: p.creditedCents === null ? null : fromCents(p.creditedCents),
    rate: p.rateUsd === null ? null : trimRate(p.rateUsd),
    flags: p.flags.filter(isDepositFlag),
    explorer_url: chain.explorerUrl(coin, p.txid),
    seen_at: p.seenAt.toISOString(),
    credited_at: p.creditedAt?.toISOString() ?? null,
  };
}
