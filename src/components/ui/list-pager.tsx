import TablePagination from '@mui/material/TablePagination';

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
      aria-label={`${label} pages`}
      count={total}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[]}
      onPageChange={(_, next) => onPageChange(next)}
      sx={{ '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 }, flexWrap: 'wrap' } }}
    />
  );
}
