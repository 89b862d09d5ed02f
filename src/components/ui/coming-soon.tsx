import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Shown where a screen's content arrives in a later release. */
export function ComingSoon({ what }: { what: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 2 }}>
      <Typography color="text.secondary">{what} will be available here soon.</Typography>
    </Paper>
  );
}
