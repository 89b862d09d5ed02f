import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYOUT_TONE, payoutStatusText } from '@/common/chain/payout-check';
import { formatDateTime } from '@/common/date-format';
import { webAddress } from '@/common/web-address';
import { ExternalLink } from '@/src/components/ui/external-link';
import { StatusChip } from '@/src/components/ui/status-chip';
import type { Transaction } from '@/src/types/transaction';
import { ACTIVITY_TEXT } from '../texts';
import { chainProgressOf } from '../utils/chain-progress';
import { payoutCheckOf, transactionName } from '../utils/transaction-details';

/** A paid withdrawal's payout on the block explorer, when the server gives its page. */
export const hasPayoutLink = (t: Transaction): boolean => webAddress(payoutCheckOf(t)?.explorer_url) !== undefined;

/**
 * 'View on the blockchain': the payout on the block explorer, in a new tab; nothing when there
 * is no page to show. In a list (`inList`) its name says which record it is.
 */
export function PayoutLink({ t, inList = false }: { t: Transaction; inList?: boolean }) {
  const href = webAddress(payoutCheckOf(t)?.explorer_url);
  if (!href) return null;
  const hint = inList ? ACTIVITY_TEXT.viewOnChainOf(transactionName(t), formatDateTime(t.createdAt)) : undefined;
  return (
    <ExternalLink href={href} hint={hint}>
      {ACTIVITY_TEXT.viewOnChain}
    </ExternalLink>
  );
}

/**
 * The status chip, and under it how far a pending on-chain deposit has come. A paid withdrawal
 * whose payout the server follows on its chain says what the chain shows ('Sent, confirming
 * 1/3', 'Paid'), and under it links to the payout on the block explorer unless `link` is false
 * (a phone's card shows it with the payout reference).
 */
export function TransactionStatus({
  t,
  align = 'flex-start',
  inList = false,
  link = true,
}: {
  t: Transaction;
  align?: 'flex-start' | 'flex-end';
  inList?: boolean;
  link?: boolean;
}) {
  const payout = payoutCheckOf(t);
  const progress = chainProgressOf(t);
  const chip = payout ? (
    <StatusChip status={t.status} label={payoutStatusText(payout)} tone={PAYOUT_TONE[payout.state]} />
  ) : (
    <StatusChip status={t.status} />
  );
  const linked = link && hasPayoutLink(t);
  if (!progress && !linked) return chip;
  return (
    <Stack spacing={0.5} sx={{ alignItems: align, minWidth: 0 }}>
      {chip}
      {progress && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ textAlign: align === 'flex-end' ? 'right' : 'left' }}>
          {progress}
        </Typography>
      )}
      {linked && <PayoutLink t={t} inList={inList} />}
    </Stack>
  );
}
