import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { riskFlagsOf, type PayoutRecord } from './review';
import { PAYOUT_TEXT } from './texts';

/**
 * The withdrawal's risk flags as chips with readable labels; each says why it was raised on
 * hover or focus (never in the way of a click).
 * Flags never block a payout: they ask staff to look twice.
 */
export const RiskFlags = ({ record: given }: { record?: PayoutRecord }) => {
  const fromContext = useRecordContext<PayoutRecord>();
  const flags = riskFlagsOf(given ?? fromContext);
  if (flags.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {PAYOUT_TEXT.noFlags}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {flags.map(({ flag, label, description }) => (
        <Tooltip key={flag} title={description} describeChild disableInteractive>
          <Chip size="small" color="warning" variant="outlined" label={label} tabIndex={0} />
        </Tooltip>
      ))}
    </Box>
  );
};
