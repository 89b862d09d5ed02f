import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';

/**
 * A table in a card that scrolls sideways on narrow screens. The scroll container is a
 * labelled, focusable region so keyboard users can scroll it too.
 */
export function TableRegion({ label, children, minWidth = 0 }: { label: string; children: ReactNode; minWidth?: number }) {
  return (
    <TableContainer component={Paper} variant="outlined" role="region" aria-label={label} tabIndex={0} sx={{ borderRadius: 2 }}>
      <Table aria-label={label} sx={{ minWidth, '& .MuiTableCell-root': { px: { xs: 1.25, sm: 2 } } }}>
        {children}
      </Table>
    </TableContainer>
  );
}
