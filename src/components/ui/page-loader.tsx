import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { UI_TEXT } from './texts';

/** Shown while a page's code or data is on its way; `label` names the wait ('Loading' unless given). */
export function PageLoader({ label }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240, flex: 1 }}>
      <CircularProgress aria-label={label ?? UI_TEXT.loading} />
    </Box>
  );
}
