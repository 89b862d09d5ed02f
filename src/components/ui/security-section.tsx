import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One part of the Security screen: a card with its heading (h2), a line of help, and its content. */
export function SecuritySection({ id, title, help, children }: { id: string; title: string; help?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, minWidth: 0 }}>
      <Stack spacing={2}>
        <div>
          <Typography id={id} component="h2" variant="h6">
            {title}
          </Typography>
          {help && (
            <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
              {help}
            </Typography>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
