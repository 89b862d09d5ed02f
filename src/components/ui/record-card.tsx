import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The title keeps at least a short word's width ('Withdraw', in any fallback font) beside a long status; the gap between them. */
const TITLE_MIN = '5.5rem';
const GAP = '8px';

/**
 * One record of a list on a phone: its title and status on top, then every other field as
 * a labelled line, so nothing is cut or hidden behind a sideways scroll.
 */
export function RecordCard({ title, status, fields }: { title: ReactNode; status: ReactNode; fields: [string, ReactNode][] }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, borderRadius: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: GAP, mb: 1 }}>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: 16, overflowWrap: 'anywhere', minWidth: TITLE_MIN }}>
          {title}
        </Typography>
        {/* a long status (a payout's 'Sent (the network no longer shows it)') wraps in what the title leaves it */}
        <Box sx={{ flexShrink: 0, maxWidth: `calc(100% - ${TITLE_MIN} - ${GAP})` }}>{status}</Box>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        {fields.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** The cards of one list, named like the table they replace. */
export function RecordCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {children}
    </Box>
  );
}
