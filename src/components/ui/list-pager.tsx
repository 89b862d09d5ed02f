import TablePagination from '@mui/material/TablePagination';
import { UI_TEXT } from './texts';

/** The names of the pager's buttons, which MUI otherwise writes in English ('Go to next page'). */
const PAGER_BUTTONS = {
  first: () => UI_TEXT.pagerFirst,
  last: () => UI_TEXT.pagerLast,
  next: () => UI_TEXT.pagerNext,
  previous: () => UI_TEXT.pagerPrevious,
} as const;

/**
 * Previous/next through a server list ('26–50 of 319'), shown only when there is more than
 * one page. No rows-per-page menu: it would not fit beside the arrows on a 375 px phone.
 */
export function ListPager({
  label,
  total,
  page,
  perPage,
  onPageChange,
}: {
  label: string;
  total: number;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
}) {
  if (total <= perPage) return null;
  return (
    <TablePagination
      component="nav"
      aria-label={UI_TEXT.pagerLabel(label)}
      count={total}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[]}
      onPageChange={(_, next) => onPageChange(next)}
      labelDisplayedRows={({ from, to, count }) => UI_TEXT.pagerRange(from, to, count)}
      getItemAriaLabel={(type) => PAGER_BUTTONS[type]()}
      sx={{ '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 }, flexWrap: 'wrap' } }}
    />
  );
}
