import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DEPOSIT_FLAG_TEXT, isDepositFlag, type DepositFlag } from '@/common/chain/coins';
import { CHAIN_PAYMENT_TEXT as T } from './texts';

/** A flag's short name: its text up to the colon ('Underpaid: credited at …' -> 'Underpaid'; Chinese writes '：'). */
export const depositFlagLabel = (flag: DepositFlag): string => DEPOSIT_FLAG_TEXT[flag].split(/[:：]/)[0].trim();

/** The known flags, in the order given; anything unknown (a newer server) is left out. */
const knownFlags = (flags: readonly string[] | null | undefined): DepositFlag[] => (flags ?? []).filter(isDepositFlag);

/** A chip whose label wraps (a long flag name must not widen the table) instead of one fixed-height line. */
const wrappingChip = { height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } } as const;

const None = () => (
  <Typography variant="body2" color="text.secondary" component="span">
    {T.none}
  </Typography>
);

/**
 * What the watcher saw about a payment, as chips for a table: the short name, and the whole
 * text on hover or focus. Flags never block anything: they ask staff to look twice.
 */
export const DepositFlagChips = ({ flags }: { flags: readonly string[] | null | undefined }) => {
  const known = knownFlags(flags);
  if (known.length === 0) return <None />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {known.map((flag) => (
        <Tooltip key={flag} title={DEPOSIT_FLAG_TEXT[flag]} describeChild disableInteractive>
          <Chip size="small" color="warning" variant="outlined" label={depositFlagLabel(flag)} tabIndex={0} sx={wrappingChip} />
        </Tooltip>
      ))}
    </Box>
  );
};

/** The flags with their whole texts, for a record's page. */
export const DepositFlagList = ({ flags }: { flags: readonly string[] | null | undefined }) => {
  const known = knownFlags(flags);
  if (known.length === 0) return <None />;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {known.map((flag) => (
        <li key={flag}>{DEPOSIT_FLAG_TEXT[flag]}</li>
      ))}
    </Box>
  );
};
