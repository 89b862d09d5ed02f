import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { AUTH_TEXT } from '../texts';

/** Holds the form's place while its code (validation, API client) arrives after the heading has painted. */
export function FormFallback() {
  return (
    <Box role="status" sx={{ minHeight: 240, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label={AUTH_TEXT.loadingForm} />
    </Box>
  );
}
