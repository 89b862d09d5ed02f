import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReserveSnapshot } from '@/common/api/reserves';
import { COINS } from '@/common/coins';
import { formatDateTime } from '@/common/date-format';
import { formatCount } from '@/common/i18n/formatters';
import { formatUsdFromCents } from '@/common/money';
import { RESERVES_TEXT as T } from '../texts';
import { HashText } from './hash-text';
import { formatCoverage, provenCents } from '../utils/reserve-figures';

const coinName = (symbol: string) => COINS.find((coin) => coin.symbol === symbol)?.name ?? symbol.toUpperCase();

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mt: 0.5, fontSize: { xs: 22, sm: 26 }, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, mt: 0.5 }}>
        {hint}
      </Typography>
    </Paper>
  );
}

/** What the coverage means, said plainly: under 100 % is not hidden. */
function CoverageNote({ coverage }: { coverage: number | null }) {
  // a standing notice, not news: not read out as an alert on every visit
  if (coverage === null) {
    return (
      <Alert severity="info" role="note">
        {T.coverageNone}
      </Alert>
    );
  }
  return coverage >= 1 ? (
    <Alert severity="success" role="note">
      {T.coverageFull}
    </Alert>
  ) : (
    <Alert severity="warning" role="note">
      {T.coverageShort(formatCoverage(coverage))}
    </Alert>
  );
}

/** The newest snapshot: its figures, what the coverage means, its root and the coins proven on chain. */
export function LatestSnapshot({ snapshot }: { snapshot: ReserveSnapshot }) {
  return (
    <Box component="section" aria-labelledby="latest-snapshot-title" sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <Box>
        <Typography id="latest-snapshot-title" component="h2" variant="h4" sx={{ fontSize: { xs: 26, md: 32 } }}>
          {T.latestTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {T.takenAt(formatDateTime(snapshot.taken_at), snapshot.id)}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Figure label={T.totalOwed} value={formatUsdFromCents(snapshot.total_cents)} hint={T.totalOwedHint} />
        <Figure label={T.accounts} value={formatCount(snapshot.leaf_count)} hint={T.accountsHint} />
        <Figure
          label={T.coverage}
          value={snapshot.coverage === null ? T.nothingOwed : formatCoverage(snapshot.coverage)}
          hint={T.coverageHint}
        />
        <Figure label={T.proven} value={formatUsdFromCents(provenCents(snapshot))} hint={T.provenHint} />
        <Figure label={T.declared} value={formatUsdFromCents(snapshot.declared_cents)} hint={T.declaredHint} />
      </Box>
      <CoverageNote coverage={snapshot.coverage} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2, minWidth: 0 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {T.root}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <HashText>{snapshot.root}</HashText>
          </Box>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary', mt: 1 }}>
            {T.previousRoot}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {snapshot.previous_root ? (
              <HashText>{snapshot.previous_root}</HashText>
            ) : (
              <Typography variant="body2">{T.firstSnapshot}</Typography>
            )}
          </Box>
        </Box>
      </Paper>
      <Box>
        <Typography component="h3" variant="h6">
          {T.provenList}
        </Typography>
        {snapshot.reserves.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {T.noProvenReserves}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.5 }}>
            {snapshot.reserves.map((reserve) => (
              <Paper component="li" key={reserve.coin} variant="outlined" sx={{ p: 2, borderRadius: 2, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {T.coinReserve(coinName(reserve.coin), reserve.units, reserve.coin.toUpperCase(), formatUsdFromCents(reserve.usd_cents))}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {T.addressCount(reserve.addresses.length)}
                </Typography>
                <Box component="ul" sx={{ pl: 2.5, m: 0, mt: 0.5 }}>
                  {reserve.addresses.map((address) => (
                    <li key={address}>
                      <HashText>{address}</HashText>
                    </li>
                  ))}
                </Box>
              </Paper>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
