import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RESERVES_MSG } from '@/common/reserves/messages';
import { LoadError } from '@/src/components/ui/load-error';
import { PageLoader } from '@/src/components/ui/page-loader';
import { useReserveSnapshots } from '../api/get-reserve-snapshots';
import { RESERVES_TEXT as T } from '../texts';
import { HowItWorks } from './how-it-works';
import { LatestSnapshot } from './latest-snapshot';
import { ProofVerifier } from './proof-verifier';
import { SnapshotHistory } from './snapshot-history';

/**
 * The proof-of-reserves page below its banner: the latest snapshot, the verifier box, how the
 * tree is built and every snapshot so far. Public; a signed-in investor can fetch their proof.
 */
export function ProofOfReserves() {
  const snapshots = useReserveSnapshots();
  const latest = snapshots.data?.[0];

  let overview;
  if (snapshots.isPending) overview = <PageLoader label={T.loading} />;
  else if (snapshots.isError) overview = <LoadError error={snapshots.error} what={T.snapshots} onRetry={() => void snapshots.refetch()} />;
  else if (latest) overview = <LatestSnapshot snapshot={latest} />;
  else
    overview = (
      <Alert severity="info" role="status">
        {RESERVES_MSG.noSnapshots}
      </Alert>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Stack spacing={{ xs: 4, md: 6 }}>
        <Typography sx={{ fontSize: { xs: 17, sm: 18 }, maxWidth: 800 }}>{T.intro}</Typography>
        {overview}
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
            alignItems: 'start',
          }}
        >
          <ProofVerifier snapshots={snapshots.data} />
          <HowItWorks />
        </Box>
        {!!snapshots.data?.length && <SnapshotHistory snapshots={snapshots.data} />}
      </Stack>
    </Container>
  );
}
