import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useSnackbar } from 'notistack';
import { PageLoader } from '@/src/components/ui/page-loader';
import { LoadError } from '@/src/components/ui/load-error';
import { RecordCard, RecordCards } from '@/src/components/ui/record-card';
import { readApiError } from '@/src/lib/api-error';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions, type Session } from '../api/get-sessions';
import { SECURITY_TEXT } from '../texts';
import { formatDateTime } from '../utils/format-time';
import { SecuritySection } from '@/src/components/ui/security-section';

const deviceFirstSeen = (iso: string): [string, string] => [SECURITY_TEXT.deviceFirstSeen, formatDateTime(iso)];

/** The devices signed in to this account, with 'Sign out' for each but this one. */
export function SessionsPanel() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const { enqueueSnackbar } = useSnackbar();

  const failed = (error: unknown) =>
    enqueueSnackbar(readApiError(error).message ?? SECURITY_TEXT.sessionActionFailed, { variant: 'error' });

  const signOut = (session: Session) =>
    endOne.mutate(session.id, { onSuccess: () => enqueueSnackbar(SECURITY_TEXT.sessionEnded, { variant: 'success' }), onError: failed });

  const signOutOthers = () =>
    endOthers.mutate(undefined, { onSuccess: () => enqueueSnackbar(SECURITY_TEXT.othersEnded, { variant: 'success' }), onError: failed });

  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <SecuritySection id="security-sessions" title={SECURITY_TEXT.sessionsTitle} help={SECURITY_TEXT.sessionsHelp}>
      {sessions.isPending ? (
        <PageLoader label={SECURITY_TEXT.loadingSessions} />
      ) : sessions.isError ? (
        <LoadError error={sessions.error} what={SECURITY_TEXT.sessionsLabel} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <RecordCards label={SECURITY_TEXT.sessionsLabel}>
            {list.map((session) => (
              <RecordCard
                key={session.id}
                // the device as we named it when it first signed in, not as its User-Agent says now
                title={session.device}
                status={
                  session.current ? (
                    <Chip size="small" color="primary" label={SECURITY_TEXT.thisDevice} />
                  ) : (
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      disabled={endOne.isPending && endOne.variables === session.id}
                      onClick={() => signOut(session)}
                    >
                      {SECURITY_TEXT.logOut}
                    </Button>
                  )
                }
                fields={[
                  [SECURITY_TEXT.address, session.address],
                  [SECURITY_TEXT.signedIn, formatDateTime(session.created)],
                  [SECURITY_TEXT.lastUsed, formatDateTime(session.last_used)],
                  ...(session.device_first_seen ? [deviceFirstSeen(session.device_first_seen)] : []),
                ]}
              />
            ))}
          </RecordCards>
          {others > 0 && (
            <Box>
              <Button variant="outlined" color="error" onClick={signOutOthers} disabled={endOthers.isPending}>
                {SECURITY_TEXT.logOutOthers}
              </Button>
            </Box>
          )}
        </>
      )}
    </SecuritySection>
  );
}
