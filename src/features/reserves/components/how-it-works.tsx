import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { OFFLINE_VERIFY_COMMAND, RESERVES_TEXT as T } from '../texts';

/** The Merkle-sum tree in plain words (docs/proof-of-reserves.md is the exact format). */
export function HowItWorks() {
  return (
    <Paper
      component="section"
      aria-labelledby="reserves-how-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0, bgcolor: 'background.default' }}
    >
      <Typography id="reserves-how-title" component="h2" variant="h5">
        {T.howTitle}
      </Typography>
      <Box component="ol" sx={{ pl: 3, mt: 1.5, mb: 0, display: 'grid', gap: 1.25 }}>
        {T.howSteps.map((step) => (
          <Typography component="li" key={step} sx={{ overflowWrap: 'anywhere' }}>
            {step}
          </Typography>
        ))}
      </Box>
      <Typography sx={{ mt: 2 }}>{T.howLimits}</Typography>
      <Typography sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
        {T.howOfflineLead}
        <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.9em' }}>
          {OFFLINE_VERIFY_COMMAND}
        </Box>
        {T.howOfflineTail}
      </Typography>
    </Paper>
  );
}
