import OpenInNew from '@mui/icons-material/OpenInNew';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { MouseEvent } from 'react';
import { useRecordContext } from 'react-admin';
import { PAYOUT_TONE, payoutStatusText, type PayoutCheckState } from '@/common/chain/payout-check';
import { webAddress } from '@/common/web-address';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';
import { srOnly } from '../srOnly';
import { STATUS_TONE_COLOURS, StatusField, statusName } from '../StatusField';
import { describeTransaction, type TransactionRecord } from './kinds';
import { TRANSACTION_TEXT as T } from './texts';

export type PayoutCheck = NonNullable<TransactionRecord['payout_check']>;

/**
 * What the chain shows of a paid withdrawal's payout (the API's payout_check); null for any other
 * record, and for a withdrawal paid before payouts were checked (it shows its status as before).
 */
export const payoutCheckOf = (record: Partial<TransactionRecord> | undefined): PayoutCheck | null =>
  record?.type === 'withdraw' && record.status === 'successful' ? (record.payout_check ?? null) : null;

/** The payouts staff must look at twice: recorded without a check, or no longer shown by the network. */
type FlaggedState = Extract<PayoutCheckState, 'unverified' | 'vanished'>;
const flagHint = (state: FlaggedState) => (state === 'unverified' ? T.unverifiedHint : T.vanishedHint);
const isFlagged = (state: PayoutCheckState): state is FlaggedState => state === 'unverified' || state === 'vanished';

/** A transaction's status as staff read it: a checked payout's words (common's payoutStatusText), else the status's word. */
export const statusTextOf = (record: TransactionRecord): string => {
  const check = payoutCheckOf(record);
  return check ? payoutStatusText(check) : statusName(record.status);
};

/** A chip whose label wraps (a long status must not widen a table) instead of one fixed-height line. */
const wrappingChip = { height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } } as const;

/**
 * A checked payout's status: confirming yellow and paid green, as the statuses are; one paid
 * unverified or no longer on the chain is flagged as the risk flags are (a warning chip, why on
 * hover or focus).
 */
export const PayoutStatusChip = ({ check }: { check: PayoutCheck }) => {
  const label = payoutStatusText(check);
  if (isFlagged(check.state)) {
    return (
      <Tooltip title={flagHint(check.state)} describeChild disableInteractive>
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          icon={<ReportProblemOutlined aria-hidden />}
          label={label}
          data-tone="warning"
          tabIndex={0}
          sx={{ fontWeight: 500, ...wrappingChip }}
        />
      </Tooltip>
    );
  }
  const tone = PAYOUT_TONE[check.state] === 'pending' ? 'pending' : 'success';
  return <Chip size="small" label={label} data-tone={tone} sx={{ fontWeight: 500, ...STATUS_TONE_COLOURS[tone], ...wrappingChip }} />;
};

/**
 * The payout's page on the block explorer, in a new tab (without handing it this window). In a
 * list, its name says which withdrawal it is; a click never opens the row behind it.
 */
export const ExplorerLink = ({ url, record }: { url: string | null | undefined; record?: Partial<TransactionRecord> }) => {
  const href = webAddress(url);
  if (!href) return null;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {T.viewOnChain}
      <OpenInNew aria-hidden sx={{ fontSize: 16, ...MIRRORED_IN_RTL }} />{' '}
      <Box component="span" sx={srOnly}>
        {record ? T.opensExplorerOf(describeTransaction(record)) : T.opensExplorer}
      </Box>
    </Link>
  );
};

/**
 * A transaction's status (ui/StatusField), or for a paid withdrawal whose payout was checked on
 * its chain what the chain shows, with, when `link`, the payout on the block explorer under it
 * (`inList`: named after its withdrawal).
 */
export const TransactionStatusField = ({ link = false, inList = false }: { link?: boolean; inList?: boolean }) => {
  const record = useRecordContext<TransactionRecord>();
  const check = payoutCheckOf(record);
  if (!check) return <StatusField />;
  const href = link ? webAddress(check.explorer_url) : undefined;
  if (!href) return <PayoutStatusChip check={check} />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, maxWidth: '100%' }}>
      <PayoutStatusChip check={check} />
      <ExplorerLink url={href} record={inList ? record : undefined} />
    </Box>
  );
};
