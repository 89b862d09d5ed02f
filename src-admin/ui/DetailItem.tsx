import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One term and its value in a record's description list (a `dl` around it). */
export const DetailItem = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="div" sx={{ minWidth: 180, maxWidth: '100%' }}>
    <Typography component="dt" variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
      {children}
    </Typography>
  </Box>
);

/** The `dl` that DetailItems sit in: they wrap onto as many lines as the width needs. */
export const DetailList = ({ children }: { children: ReactNode }) => (
  <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mb: 2 }}>
    {children}
  </Box>
);
