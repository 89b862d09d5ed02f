import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { ACTION } from '@/common/action-names';
import type { ReserveSnapshot } from '@/common/api/reserves';
import { formatDateTime } from '@/common/date-format';
import { formatCount } from '@/common/i18n/formatters';
import { MSG } from '@/common/messages';
import { formatUsdFromCents } from '@/common/money';
import { RESERVES_MSG } from '@/common/reserves/messages';
import { loginHref, paths } from '@/src/config/paths';
import { readApiError } from '@/src/lib/api-error';
import { useSession } from '@/src/lib/auth/use-session';
import { saveFile } from '@/src/utils/save-file';
import { useGetMyProof } from '../api/get-my-proof';
import { proofFileName, RESERVES_TEXT as T } from '../texts';
import { checkProof, type ProofCheck } from '../utils/check-proof';
import { HashText } from './hash-text';

/** Long problems and hashes wrap inside the alert instead of widening it. */
const alertSx = { '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } } as const;

/** Why 'Get my proof' brought no proof: not in the snapshot (said plainly), or a failure. */
interface FetchProblem {
  notInSnapshot: boolean;
  message: string;
}

function Verdict({ check }: { check: ProofCheck }) {
  switch (check.kind) {
    case 'empty':
      return (
        <Alert severity="warning" role="alert" sx={alertSx}>
          {T.pasteFirst}
        </Alert>
      );
    case 'not-json':
      return (
        <Alert severity="error" role="alert" sx={alertSx}>
          {RESERVES_MSG.notJson}
        </Alert>
      );
    case 'invalid':
      return (
        <Alert severity="error" role="alert" sx={alertSx}>
          <AlertTitle>{RESERVES_MSG.proofInvalid}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {check.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Alert>
      );
    case 'valid': {
      const { proof, published } = check;
      const rows = [
        [T.verifiedSnapshot, `#${proof.snapshot_id}`],
        [T.verifiedBalance, formatUsdFromCents(proof.leaf.cents)],
        [T.verifiedTotal, formatUsdFromCents(proof.total_cents)],
        [T.verifiedAccounts, formatCount(proof.leaf_count)],
      ] as const;
      return (
        <Alert severity="success" role="status" sx={alertSx}>
          <AlertTitle>{RESERVES_MSG.proofValid}</AlertTitle>
          <Box
            component="dl"
            aria-label={T.verifiedDetails}
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}
          >
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontWeight: 600 }}>
                  {label}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {published ? T.verifiedMatches(formatDateTime(published.taken_at)) : T.verifiedUnlisted(proof.snapshot_id)}
          </Typography>
          <Typography variant="body2" component="p" sx={{ mt: 0.5 }}>
            {T.rootIs} <HashText>{proof.root}</HashText>
          </Typography>
        </Alert>
      );
    }
  }
}

/**
 * The verifier box: a proof pasted (or fetched with 'Get my proof' by a signed-in investor) is
 * checked in the browser, by the same code as `npm run verify-proof`, and against the root
 * published for its snapshot. `snapshots`: those on the page, newest first (undefined while loading).
 */
export function ProofVerifier({ snapshots }: { snapshots: readonly ReserveSnapshot[] | undefined }) {
  const session = useSession();
  const latest = snapshots?.[0];
  const [text, setText] = useState('');
  const [check, setCheck] = useState<ProofCheck | null>(null);
  const [fetchProblem, setFetchProblem] = useState<FetchProblem | null>(null);
  /** the snapshot of the proof 'Get my proof' put in the box, for the file's name */
  const [fetchedFor, setFetchedFor] = useState<number | null>(null);
  const getMyProof = useGetMyProof();

  const onChange = (value: string) => {
    setText(value);
    // a verdict is about the text it was given
    setCheck(null);
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    setFetchProblem(null);
    setCheck(checkProof(text, snapshots));
  };

  const onGetMyProof = async () => {
    if (!latest) return;
    setFetchProblem(null);
    setCheck(null);
    try {
      const proof = await getMyProof.mutateAsync(latest.id);
      const fetched = JSON.stringify(proof, null, 2);
      setText(fetched);
      setFetchedFor(latest.id);
      setCheck(checkProof(fetched, snapshots));
    } catch (error) {
      const { status, message } = readApiError(error);
      if (status === 404) setFetchProblem({ notInSnapshot: true, message: message ?? RESERVES_MSG.noProof });
      else setFetchProblem({ notInSnapshot: false, message: status === null ? MSG.networkError : (message ?? T.proofLoadFailed) });
    }
  };

  const canFetch = session?.role === 'investor' && latest !== undefined;

  return (
    <Paper
      component="section"
      aria-labelledby="proof-verifier-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}
    >
      <Typography id="proof-verifier-title" component="h2" variant="h5">
        {T.verifierTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {T.verifierIntro}
      </Typography>
      {!session && latest && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {T.signInForProof}{' '}
          <Link component={RouterLink} to={loginHref(paths.proofOfReserves)}>
            {ACTION.signIn}
          </Link>
        </Typography>
      )}
      <Box component="form" noValidate onSubmit={onVerify} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={T.proofLabel}
          helperText={T.proofHint}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          multiline
          minRows={8}
          maxRows={18}
          fullWidth
          slotProps={{
            htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off', autoComplete: 'off' },
            input: { sx: { fontFamily: 'monospace', fontSize: 13, alignItems: 'flex-start' } },
          }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained">
            {T.verify}
          </Button>
          {canFetch && (
            <Button
              variant="outlined"
              onClick={() => void onGetMyProof()}
              disabled={getMyProof.isPending}
              aria-busy={getMyProof.isPending}
              startIcon={getMyProof.isPending ? <CircularProgress size={18} color="inherit" aria-label={T.gettingProof} /> : undefined}
            >
              {T.getMyProof}
            </Button>
          )}
          {fetchedFor !== null && text.trim() !== '' && (
            <Button
              variant="text"
              startIcon={<FileDownloadOutlined />}
              onClick={() => saveFile(new Blob([text], { type: 'application/json' }), proofFileName(fetchedFor))}
            >
              {T.saveProof}
            </Button>
          )}
        </Stack>
      </Box>
      <Box sx={{ mt: 2, '&:empty': { display: 'none' } }}>
        {fetchProblem &&
          (fetchProblem.notInSnapshot ? (
            <Alert severity="info" role="status" sx={alertSx}>
              {fetchProblem.message}
            </Alert>
          ) : (
            <Alert severity="error" role="alert" sx={alertSx}>
              {fetchProblem.message}
            </Alert>
          ))}
        {check && <Verdict check={check} />}
      </Box>
    </Paper>
  );
}
