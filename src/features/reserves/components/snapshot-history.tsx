import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReserveSnapshot } from '@/common/api/reserves';
import { formatDateTime } from '@/common/date-format';
import { formatCount } from '@/common/i18n/formatters';
import { formatUsdFromCents } from '@/common/money';
import { TableRegion } from '@/src/components/ui/table-region';
import { RESERVES_TEXT as T } from '../texts';
import { formatCoverage, shortHash } from '../utils/reserve-figures';
import { HashText } from './hash-text';

/** Every published snapshot, newest first: when, what was owed, the coverage and the root (shortened; the full one in its title). */
export function SnapshotHistory({ snapshots }: { snapshots: readonly ReserveSnapshot[] }) {
  return (
    <Box component="section" aria-labelledby="reserves-history-title" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id="reserves-history-title" component="h2" variant="h5">
        {T.historyTitle}
      </Typography>
      {/* wider than a phone: the table scrolls inside its region, the page does not */}
      <TableRegion label={T.historyCaption} minWidth={640}>
        <TableHead>
          <TableRow>
            <TableCell>{T.historySnapshot}</TableCell>
            <TableCell>{T.historyDate}</TableCell>
            <TableCell align="right">{T.historyTotal}</TableCell>
            <TableCell align="right">{T.historyAccounts}</TableCell>
            <TableCell align="right">{T.historyCoverage}</TableCell>
            <TableCell>{T.historyRoot}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {snapshots.map((snapshot) => (
            <TableRow key={snapshot.id}>
              <TableCell component="th" scope="row">
                #{snapshot.id}
              </TableCell>
              <TableCell>{formatDateTime(snapshot.taken_at)}</TableCell>
              <TableCell align="right">{formatUsdFromCents(snapshot.total_cents)}</TableCell>
              <TableCell align="right">{formatCount(snapshot.leaf_count)}</TableCell>
              <TableCell align="right">{snapshot.coverage === null ? T.nothingOwed : formatCoverage(snapshot.coverage)}</TableCell>
              <TableCell>
                <HashText title={snapshot.root}>{shortHash(snapshot.root)}</HashText>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </TableRegion>
    </Box>
  );
}
