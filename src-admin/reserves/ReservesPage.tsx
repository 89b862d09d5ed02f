import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import type { ReserveSnapshot } from '@/common/api/reserves';
import { formatCount } from '@/common/i18n/formatters';
import { formatUsdFromCents } from '@/common/money';
import { RESERVES_MSG } from '@/common/reserves/messages';
import type { AdminDataProvider } from '../dataProvider';
import { DetailItem as Item, DetailList } from '../ui/DetailItem';
import { oneLine, tableSx, useListLayout } from '../ui/listLayout';
import { errorMessage, failure } from '../ui/messages';
import { formatDateTime } from '../ui/money';
import { useRole } from '../ui/roles';
import { srOnly } from '../ui/srOnly';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';
import { useMutationOnce } from '../ui/useMutationOnce';
import { formatCoverage, isUnderCovered, provenCentsOf, shortRoot, withSnapshot } from './reservesData';
import { RESERVES_TEXT as T } from './texts';
import { TreasuryAddresses } from './TreasuryAddresses';

const SNAPSHOTS_KEY = ['reserves', 'snapshots'] as const;
/** The public page where investors check their own inclusion (the investor app's route). */
export const PUBLIC_RESERVES_PATH = '/proof-of-reserves';
/** Snapshots shown at first, and added by each 'Show older snapshots'. */
const PAGE = 20;

/** The coverage, in the warning colour with an icon and words (not colour alone) when it is under 100 %. */
const Coverage = ({ s }: { s: ReserveSnapshot }) => {
  const text = formatCoverage(s.coverage);
  if (!isUnderCovered(s)) return <span>{text}</span>;
  return (
    <Box component="span" sx={{ color: 'warning.main', fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <WarningAmber fontSize="inherit" aria-hidden />
      {text}
      <Box component="span" sx={srOnly}>
        {T.underCovered}
      </Box>
    </Box>
  );
};

/** The root, shortened, with the full one as its tooltip and a button that copies it. */
const Root = ({ s, onCopy }: { s: ReserveSnapshot; onCopy: (s: ReserveSnapshot) => void }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
    <Box component="span" title={s.root} sx={{ fontFamily: 'monospace', fontSize: 13, whiteSpace: 'nowrap' }}>
      {shortRoot(s.root)}
    </Box>
    <Tooltip title={T.copyFullRoot}>
      <IconButton size="small" onClick={() => onCopy(s)} aria-label={T.copyRootOf(String(s.id))}>
        <ContentCopy fontSize="inherit" />
      </IconButton>
    </Tooltip>
  </Box>
);

const Muted = ({ children }: { children: string }) => (
  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
    {children}
  </Typography>
);

type ListProps = { snapshots: ReserveSnapshot[]; onCopy: (s: ReserveSnapshot) => void };

/** A phone: one card per snapshot, its figures one under another. */
const SnapshotCards = ({ snapshots, onCopy }: ListProps) => (
  <Box component="ul" sx={{ display: 'grid', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
    {snapshots.map((s) => (
      <Card component="li" variant="outlined" key={s.id} aria-labelledby={`reserve-snapshot-${s.id}`}>
        <CardContent>
          <Typography id={`reserve-snapshot-${s.id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {T.snapshotNumber(String(s.id))}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {T.takenAt(formatDateTime(s.taken_at))}
          </Typography>
          <DetailList>
            <Item label={T.totalOwed}>{formatUsdFromCents(s.total_cents)}</Item>
            <Item label={T.accountsLabel}>{formatCount(s.leaf_count)}</Item>
            <Item label={T.provenReserves}>{formatUsdFromCents(provenCentsOf(s))}</Item>
            <Item label={T.declaredHoldings}>{formatUsdFromCents(s.declared_cents)}</Item>
            <Item label={T.coverage}>
              <Coverage s={s} />
            </Item>
            <Item label={T.root}>
              <Root s={s} onCopy={onCopy} />
            </Item>
          </DetailList>
        </CardContent>
      </Card>
    ))}
  </Box>
);

/**
 * A table: every column from 1280 px; beside the menu below that (1024 px), the accounts go under
 * the total owed and the declared holdings under the proven reserves.
 */
const SnapshotTable = ({ snapshots, onCopy, full, labelledBy }: ListProps & { full: boolean; labelledBy: string }) => (
  <Box sx={{ overflowX: 'auto' }}>
    <Table size="small" aria-labelledby={labelledBy} sx={tableSx}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {T.snapshot}
          </TableCell>
          <TableCell component="th" scope="col">
            {T.takenAtHeader}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {T.totalOwed}
          </TableCell>
          {full && (
            <TableCell component="th" scope="col" align="right">
              {T.accountsLabel}
            </TableCell>
          )}
          <TableCell component="th" scope="col" align="right">
            {T.provenReserves}
          </TableCell>
          {full && (
            <TableCell component="th" scope="col" align="right">
              {T.declaredHoldings}
            </TableCell>
          )}
          <TableCell component="th" scope="col" align="right">
            {T.coverage}
          </TableCell>
          <TableCell component="th" scope="col">
            {T.root}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {snapshots.map((s) => (
          <TableRow key={s.id}>
            <TableCell component="th" scope="row" sx={oneLine}>{`#${s.id}`}</TableCell>
            <TableCell sx={full ? oneLine : undefined}>{formatDateTime(s.taken_at)}</TableCell>
            <TableCell align="right" sx={oneLine}>
              {formatUsdFromCents(s.total_cents)}
              {!full && <Muted>{T.accounts(s.leaf_count)}</Muted>}
            </TableCell>
            {full && <TableCell align="right">{formatCount(s.leaf_count)}</TableCell>}
            <TableCell align="right" sx={oneLine}>
              {formatUsdFromCents(provenCentsOf(s))}
              {!full && <Muted>{T.declared(formatUsdFromCents(s.declared_cents))}</Muted>}
            </TableCell>
            {full && (
              <TableCell align="right" sx={oneLine}>
                {formatUsdFromCents(s.declared_cents)}
              </TableCell>
            )}
            <TableCell align="right" sx={oneLine}>
              <Coverage s={s} />
            </TableCell>
            <TableCell>
              <Root s={s} onCopy={onCopy} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);

/**
 * Proof of reserves: the published snapshots, newest first. Each is the root of a Merkle-sum tree
 * of what every investor can claim (its total, over so many accounts), beside the reserves proven
 * on chain and the holdings the operator declares. Both roles read; admins also take a snapshot
 * now (POST /reserves/snapshots, sent once at a time), and the list follows. Below, the treasury
 * addresses whose balances count as proven reserves (TreasuryAddresses: admins register and
 * remove them).
 */
export const ReservesPage = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { isAdmin } = useRole();
  const layout = useListLayout();
  const [shown, setShown] = useState(PAGE);
  const { data, error, isPending } = useQuery({
    queryKey: SNAPSHOTS_KEY,
    queryFn: () => dataProvider.getReserveSnapshots(),
    retry: false,
  });

  const take = useMutationOnce<ReserveSnapshot, void>({
    mutationFn: () => dataProvider.takeReserveSnapshot(),
    onSuccess: (taken) => {
      // the new snapshot shows at once; the list is then read again from the server
      queryClient.setQueryData<ReserveSnapshot[]>(SNAPSHOTS_KEY, (list) => withSnapshot(list, taken));
      void queryClient.invalidateQueries({ queryKey: SNAPSHOTS_KEY });
      notify(T.taken(String(taken.id), formatUsdFromCents(taken.total_cents), taken.leaf_count), { type: 'success' });
    },
    onError: (failed) => notify(failure(T.takeFailed, failed), { type: 'error' }),
  });

  const copyRoot = async (s: ReserveSnapshot) => {
    try {
      await navigator.clipboard.writeText(s.root);
      notify(T.rootCopied(String(s.id)), { type: 'info' });
    } catch {
      notify(T.rootCopyFailed, { type: 'warning' });
    }
  };
  const onCopy = (s: ReserveSnapshot) => void copyRoot(s);

  const newest = data?.[0];
  const visible = data?.slice(0, shown) ?? [];
  return (
    // as on the Liabilities page: in the layout's flex column, cards keep their own height
    <Stack spacing={2} sx={{ mt: 2, '& > *': { flexShrink: 0 } }}>
      <Title title={T.title} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography component="h1" variant="h5">
            {T.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.intro}
            {!isAdmin && T.onlyAdminsSnapshot}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            href={PUBLIC_RESERVES_PATH}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNew sx={MIRRORED_IN_RTL} />}
          >
            {T.publicPage}
            <Box component="span" sx={srOnly}>
              {T.opensInNewTab}
            </Box>
          </Button>
          {isAdmin && (
            <Button variant="contained" onClick={() => take.send()} disabled={take.isPending}>
              {take.isPending ? T.taking : T.takeNow}
            </Button>
          )}
        </Stack>
      </Box>
      <div aria-live="polite">
        {isPending && <CircularProgress size={28} aria-label={T.loading} />}
        {error && (
          <Alert severity="error" role="alert">
            {errorMessage(error) ?? T.loadFailed}
          </Alert>
        )}
        {data?.length === 0 && <Alert severity="info">{RESERVES_MSG.noSnapshots}</Alert>}
        {newest && isUnderCovered(newest) && (
          <Alert severity="warning" role="alert">
            {T.notCovered(
              String(newest.id),
              formatUsdFromCents(provenCentsOf(newest)),
              formatCoverage(newest.coverage),
              formatUsdFromCents(newest.total_cents),
            )}
          </Alert>
        )}
      </div>
      {data && data.length > 0 && (
        <Card variant="outlined" component="section" aria-labelledby="reserve-snapshots">
          <CardContent>
            <Typography id="reserve-snapshots" component="h2" variant="h6" gutterBottom>
              {T.published}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {T.publishedHelp}
            </Typography>
            {layout === 'phone' ? (
              <SnapshotCards snapshots={visible} onCopy={onCopy} />
            ) : (
              <SnapshotTable snapshots={visible} onCopy={onCopy} full={layout === 'full'} labelledBy="reserve-snapshots" />
            )}
            {data.length > shown && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 2 }}>
                <Typography variant="body2" color="text.secondary">
                  {T.showing(shown, data.length)}
                </Typography>
                <Button onClick={() => setShown((n) => n + PAGE)}>{T.showOlder}</Button>
              </Box>
            )}
          </CardContent>
        </Card>
      )}
      <TreasuryAddresses />
    </Stack>
  );
};
