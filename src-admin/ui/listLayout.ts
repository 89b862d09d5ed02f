import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * How a list is drawn for the window it is in (react-admin's demo pattern): a simple list on a
 * phone, a table of the essential columns beside the side menu up to 1280 px (1024 px leaves
 * about 760 px for it), every column above.
 */
export type ListLayout = 'phone' | 'compact' | 'full';

/** Below this width (px) tables keep only their essential columns. */
const COMPACT_BELOW = 1280;

export function useListLayout(): ListLayout {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down(COMPACT_BELOW));
  return phone ? 'phone' : compact ? 'compact' : 'full';
}

/**
 * A table's cells: 8 px either side instead of 16, so seven columns do not spend 224 px on
 * padding beside the menu.
 */
export const tableSx = { '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-root:first-of-type': { pl: 2 } } as const;

/**
 * Who a row is about (name, e-mail, id): wraps anywhere, but never narrower than a name can be
 * read in (wrapping anywhere alone lets the table crush it to a letter a line). 160 px: the
 * payout desk's seven columns fit beside the menu at 1024 px in the brand's type.
 */
export const personColumn = { overflowWrap: 'anywhere', minWidth: 160 } as const;

/** Cells with long unbroken text (e-mails, addresses, ids): wrap anywhere rather than widen the table. */
export const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** Cells whose value must stay on one line (money, dates, chips). */
export const oneLine = { whiteSpace: 'nowrap' } as const;
