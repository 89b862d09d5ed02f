import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { InsightPoint } from '@/common/api/insight';
import { formatUsdFromDollars } from '@/common/money';
import { formatDate } from '@/src/utils/format';
import { DASHBOARD_TEXT as T } from '../texts';
import { SERIES_KEYS } from '../utils/chart-series';
import { SERIES_TEXT } from '../texts';

/** The chart's figures as a table: newest day first, for screen readers and for anyone who asks for it. */
export function HistoryTable({ points }: { points: InsightPoint[] }) {
  return (
    <Table size="small" aria-label={T.tableCaption}>
      <TableHead>
        <TableRow>
          <TableCell>{T.date}</TableCell>
          {SERIES_KEYS.map((k) => (
            <TableCell key={k} align="right">
              {SERIES_TEXT[k]}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {[...points].reverse().map((p) => (
          <TableRow key={p.date}>
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
              {formatDate(p.date)}
            </TableCell>
            {SERIES_KEYS.map((k) => (
              <TableCell key={k} align="right">
                {formatUsdFromDollars(p[k])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
