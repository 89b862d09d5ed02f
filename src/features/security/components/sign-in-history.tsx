import Chip from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageLoader } from '@/src/components/ui/page-loader';
import { LoadError } from '@/src/components/ui/load-error';
import { RecordCard, RecordCards } from '@/src/components/ui/record-card';
import { TableRegion } from '@/src/components/ui/table-region';
import { usePhoneLayout } from '@/src/hooks/use-phone-layout';
import { useSignInHistory, type SignInAttempt } from '../api/get-sign-in-history';
import { SIGN_IN_RESULT_TEXT } from '@/common/api/sessions';
import { SECURITY_TEXT } from '../texts';
import { formatDateTime } from '../utils/format-time';
import { SecuritySection } from '@/src/components/ui/security-section';

function Result({ attempt }: { attempt: SignInAttempt }) {
  const ok = attempt.result === 'success';
  return (
    <Chip size="small" variant={ok ? 'filled' : 'outlined'} color={ok ? 'success' : 'error'} label={SIGN_IN_RESULT_TEXT[attempt.result]} />
  );
}

/** The last 50 sign-in attempts: a table from 600 px, cards on a phone. */
export function SignInHistory() {
  const history = useSignInHistory();
  const phone = usePhoneLayout();

  let body;
  if (history.isPending) body = <PageLoader label={SECURITY_TEXT.loadingHistory} />;
  else if (history.isError)
    body = <LoadError error={history.error} what={SECURITY_TEXT.historyWhat} onRetry={() => void history.refetch()} />;
  else if (history.data.length === 0) body = <Typography color="text.secondary">{SECURITY_TEXT.noHistory}</Typography>;
  else if (phone)
    body = (
      <RecordCards label={SECURITY_TEXT.historyLabel}>
        {history.data.map((attempt, i) => (
          <RecordCard
            key={`${attempt.time}-${i}`}
            title={formatDateTime(attempt.time)}
            status={<Result attempt={attempt} />}
            fields={[
              [SECURITY_TEXT.address, attempt.address],
              [SECURITY_TEXT.browser, attempt.browser],
            ]}
          />
        ))}
      </RecordCards>
    );
  else
    body = (
      <TableRegion label={SECURITY_TEXT.historyLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{SECURITY_TEXT.time}</TableCell>
            <TableCell>{SECURITY_TEXT.address}</TableCell>
            <TableCell>{SECURITY_TEXT.browser}</TableCell>
            <TableCell>{SECURITY_TEXT.result}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.data.map((attempt, i) => (
            <TableRow key={`${attempt.time}-${i}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(attempt.time)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{attempt.address}</TableCell>
              <TableCell>{attempt.browser}</TableCell>
              <TableCell>
                <Result attempt={attempt} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </TableRegion>
    );

  return (
    <SecuritySection id="security-history" title={SECURITY_TEXT.historyTitle} help={SECURITY_TEXT.historyHelp}>
      {body}
    </SecuritySection>
  );
}
